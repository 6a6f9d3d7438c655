module {
  func.func @b(%arg0: f4E2M1FN, %arg1: f32, %arg2: f8E8M0FNU) -> (f32, f4E2M1FN, f32, f8E8M0FNU) {
    %0 = arith.extf %arg0 : f4E2M1FN to f32
    %1 = arith.truncf %arg1 : f32 to f4E2M1FN
    %2 = arith.extf %arg2 : f8E8M0FNU to f32
    %3 = arith.truncf %arg1 : f32 to f8E8M0FNU
    return %0, %1, %2, %3 : f32, f4E2M1FN, f32, f8E8M0FNU
  }
}

