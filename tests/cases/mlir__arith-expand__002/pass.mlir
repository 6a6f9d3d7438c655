module {
  func.func @s(%arg0: f4E2M1FN, %arg1: f8E8M0FNU) -> f32 {
    %0 = arith.extf %arg1 : f8E8M0FNU to f32
    %1 = arith.extf %arg0 : f4E2M1FN to f32
    %2 = arith.mulf %1, %0 : f32
    return %2 : f32
  }
}

