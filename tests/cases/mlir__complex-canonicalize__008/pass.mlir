module {
  func.func @component_of_neg(%arg0: f32, %arg1: f32) -> (f32, f32) {
    %0 = arith.negf %arg0 : f32
    %1 = arith.negf %arg1 : f32
    return %0, %1 : f32, f32
  }
}

