module {
  func.func @parallel_reduce(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: f32) -> (f32, i64) {
    %c1 = arith.constant 1 : index
    %c42_i64 = arith.constant 42 : i64
    %0:2 = scf.parallel (%arg6, %arg7) = (%arg0, %arg1) to (%arg2, %arg3) step (%arg4, %c1) init (%arg5, %c42_i64) -> (f32, i64) {
      %cst = arith.constant 4.200000e+01 : f32
      %1 = "foo.gen"() : () -> i64
      scf.reduce(%cst, %1 : f32, i64) {
      ^bb0(%arg8: f32, %arg9: f32):
        %2 = arith.addf %arg8, %arg9 : f32
        scf.reduce.return %2 : f32
      }, {
      ^bb0(%arg8: i64, %arg9: i64):
        %2 = arith.muli %arg8, %arg9 : i64
        scf.reduce.return %2 : i64
      }
    }
    return %0#0, %0#1 : f32, i64
  }
}

