module {
  func.func @minmax(%arg0: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32) {
    %cst = arith.constant 0x7F800000 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %0 = arith.maximumf %arg0, %cst : f32
    %1 = arith.maxnumf %arg0, %cst_0 : f32
    return %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %0, %1 : f32, f32, f32, f32, f32, f32, f32, f32
  }
}

