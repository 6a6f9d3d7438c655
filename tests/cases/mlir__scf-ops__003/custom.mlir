module {
  func.func @std_parallel_loop(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
    %c1 = arith.constant 1 : index
    scf.parallel (%arg5, %arg6) = (%arg0, %arg1) to (%arg2, %arg3) step (%arg4, %c1) {
      %0 = arith.cmpi slt, %arg5, %arg6 : index
      %1 = arith.select %0, %arg5, %arg6 : index
      %2 = arith.cmpi sge, %arg5, %arg6 : index
      %3 = arith.select %2, %arg5, %arg6 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c0_i32 = arith.constant 0 : i32
      %4:2 = scf.parallel (%arg7) = (%1) to (%3) step (%arg6) init (%cst, %c0_i32) -> (f32, i32) {
        %cst_0 = arith.constant 1.000000e+00 : f32
        %c2_i32 = arith.constant 2 : i32
        scf.reduce(%cst_0, %c2_i32 : f32, i32) {
        ^bb0(%arg8: f32, %arg9: f32):
          %5 = arith.addf %arg8, %arg9 : f32
          scf.reduce.return %5 : f32
        }, {
        ^bb0(%arg8: i32, %arg9: i32):
          %5 = arith.muli %arg8, %arg9 : i32
          scf.reduce.return %5 : i32
        }
      }
      scf.reduce 
    }
    return
  }
}

