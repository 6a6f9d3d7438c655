module {
  func.func @float_poison(%arg0: f32) -> (f32, f32, f32) {
    %0 = ub.poison : f32
    return %0, %0, %0 : f32, f32, f32
  }
}

