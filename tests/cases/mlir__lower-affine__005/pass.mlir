module {
  func.func @parallel(%arg0: memref<10x10xf32>, %arg1: index) {
    %c0 = arith.constant 0 : index
    %c10 = arith.constant 10 : index
    %c0_0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    scf.parallel (%arg2, %arg3) = (%c0, %c0_0) to (%c10, %arg1) step (%c2, %c1) {
      %1 = memref.load %arg0[%arg2, %arg3] : memref<10x10xf32>
      "foo.use"(%1) : (f32) -> ()
      scf.reduce 
    }
    %c0_1 = arith.constant 0 : index
    %c10_2 = arith.constant 10 : index
    %c1_3 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = scf.parallel (%arg2) = (%c0_1) to (%c10_2) step (%c1_3) init (%cst) -> f32 {
      %1 = memref.load %arg0[%arg2, %arg2] : memref<10x10xf32>
      scf.reduce(%1 : f32) {
      ^bb0(%arg3: f32, %arg4: f32):
        %2 = arith.addf %arg3, %arg4 : f32
        scf.reduce.return %2 : f32
      }
    }
    "foo.use"(%0) : (f32) -> ()
    return
  }
}

