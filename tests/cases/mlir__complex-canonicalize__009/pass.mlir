module {
  func.func @component_of_neg_loc(%arg0: f32, %arg1: f32) -> f32 {
    "test.before"() : () -> ()
    %0 = arith.negf %arg1 : f32
    return %0 : f32
  }
}

