module {
  func.func @specials() -> (f32, f32, f32, f32, f32, f32, f32) {
    %cst = arith.constant 0x7FC00000 : f32
    %cst_0 = arith.constant 0x7F800000 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    return %cst, %cst, %cst_0, %cst, %cst, %cst, %cst_1 : f32, f32, f32, f32, f32, f32, f32
  }
}

