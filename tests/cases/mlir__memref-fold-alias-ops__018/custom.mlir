module {
  func.func @subview_of_subview_rank_reducing(%arg0: memref<?x?x?xf32>, %arg1: index, %arg2: index) -> memref<f32, strided<[], offset: ?>> {
    %subview = memref.subview %arg0[3, 1, 8] [1, %arg1, 1] [1, 1, 1] : memref<?x?x?xf32> to memref<?xf32, strided<[?], offset: ?>>
    %subview_0 = memref.subview %subview[6] [1] [1] : memref<?xf32, strided<[?], offset: ?>> to memref<f32, strided<[], offset: ?>>
    return %subview_0 : memref<f32, strided<[], offset: ?>>
  }
}

