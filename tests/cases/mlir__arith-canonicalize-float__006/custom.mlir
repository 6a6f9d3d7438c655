module {
  func.func @minmax(%arg0: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32) {
    %0 = arith.maximumf %arg0, %arg0 : f32
    %1 = arith.minnumf %arg0, %arg0 : f32
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 0x7F800000 : f32
    %cst_1 = arith.constant 0x7FC00000 : f32
    %2 = arith.maximumf %arg0, %cst : f32
    %3 = arith.minimumf %arg0, %cst_0 : f32
    %4 = arith.maxnumf %arg0, %cst_1 : f32
    %5 = arith.minnumf %arg0, %cst_1 : f32
    %6 = arith.maximumf %arg0, %cst_0 : f32
    %7 = arith.maxnumf %arg0, %cst : f32
    return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f32, f32, f32, f32
  }
}

