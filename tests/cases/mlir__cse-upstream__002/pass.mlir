module {
  func.func @many(%arg0: f32, %arg1: f32) -> f32 {
    %0 = arith.addf %arg0, %arg1 : f32
    %1 = arith.addf %0, %0 : f32
    %2 = arith.addf %1, %1 : f32
    %3 = arith.addf %2, %2 : f32
    return %3 : f32
  }
}

