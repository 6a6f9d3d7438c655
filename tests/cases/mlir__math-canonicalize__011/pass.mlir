module {
  func.func @poison() -> (f32, f32, f32, i32, i1) {
    %0 = ub.poison : f32
    %1 = ub.poison : i32
    %2 = math.isnan %0 : f32
    return %0, %0, %0, %1, %2 : f32, f32, f32, i32, i1
  }
}

