module {
  func.func @s(%arg0: f4E2M1FN, %arg1: f8E8M0FNU) -> f32 {
    %0 = arith.scaling_extf %arg0, %arg1 : f4E2M1FN, f8E8M0FNU to f32
    return %0 : f32
  }
}

