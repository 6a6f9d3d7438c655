module {
  func.func @parallel_reduce(%arg0: f32) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = scf.parallel (%arg1) = (%c0) to (%c1) step (%c1) init (%arg0) -> f32 {
      %1 = "test.val"(%arg1) : (index) -> f32
      scf.reduce(%1 : f32) {
      ^bb0(%arg2: f32, %arg3: f32):
        %2 = "test.combine"(%arg2, %arg3) : (f32, f32) -> f32
        scf.reduce.return %2 : f32
      }
    }
    return %0 : f32
  }
}

