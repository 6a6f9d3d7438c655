module {
  func.func @f1() -> f32 {
    %0 = ub.poison : f32
    return %0 : f32
  }
  func.func @f2(%arg0: index) -> index {
    %c0 = arith.constant 0 : index
    return %arg0 : index
  }
}

