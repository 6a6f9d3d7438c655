#map = affine_map<()[s0, s1] -> (s0 + s1)>
module {
  func.func @subview_of_subview(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<2x2xf32, strided<[?, 2], offset: ?>>) {
    %c1 = arith.constant 1 : index
    %subview = memref.subview %arg0[%arg1, 3] [%arg3, 8] [%c1, 1] : memref<?x?xf32> to memref<?x8xf32, strided<[?, 1], offset: ?>>
    %0 = affine.apply #map()[%arg1, %arg2]
    %subview_0 = memref.subview %arg0[%0, 5] [%arg3, %arg3] [%c1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
    %subview_1 = memref.subview %subview[0, 0] [2, 2] [1, 2] : memref<?x8xf32, strided<[?, 1], offset: ?>> to memref<2x2xf32, strided<[?, 2], offset: ?>>
    return %subview_0, %subview_1 : memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<2x2xf32, strided<[?, 2], offset: ?>>
  }
}

