module {
  func.func @parallel_reduce(%arg0: f32) -> f32 {
    %c0 = arith.constant 0 : index
    %0 = "test.val"(%c0) : (index) -> f32
    %1 = "test.combine"(%arg0, %0) : (f32, f32) -> f32
    return %1 : f32
  }
}

