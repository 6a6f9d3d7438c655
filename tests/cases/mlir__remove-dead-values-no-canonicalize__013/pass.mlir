#set = affine_set<(d0) : (d0 - 5 >= 0)>
module {
  func.func @affine_if(%arg0: index, %arg1: memref<10xf32>) -> f32 {
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 2.000000e+00 : f32
    %0:2 = affine.if #set(%arg0) -> (f32, f32) {
      affine.store %cst, %arg1[%arg0] : memref<10xf32>
      %1 = ub.poison : f32
      affine.yield %1, %cst_0 : f32, f32
    } else {
      %1 = ub.poison : f32
      affine.yield %1, %cst : f32, f32
    }
    return %0#1 : f32
  }
}

