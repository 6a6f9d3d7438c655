module {
  func.func @conditional_reduce(%arg0: memref<1024xf32>, %arg1: index, %arg2: index, %arg3: index) -> f32 {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %0 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %cst) -> (f32) {
      %1 = "test.load"(%arg0, %arg4) : (memref<1024xf32>, index) -> f32
      %2 = arith.cmpf ugt, %1, %cst_0 : f32
      %3 = scf.if %2 -> (f32) {
        %4 = arith.addf %arg5, %1 : f32
        scf.yield %4 : f32
      } else {
        scf.yield %arg5 : f32
      }
      scf.yield %3 : f32
    }
    return %0 : f32
  }
}

