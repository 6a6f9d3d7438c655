module {
  func.func @subview_of_subview(%arg0: memref<4x1024xf32, 3>, %arg1: index) -> memref<f32, strided<[], offset: ?>, 3> {
    %subview = memref.subview %arg0[3, %arg1] [1, 2] [1, 1] : memref<4x1024xf32, 3> to memref<1x2xf32, strided<[1024, 1], offset: ?>, 3>
    %subview_0 = memref.subview %subview[0, 1] [1, 1] [1, 1] : memref<1x2xf32, strided<[1024, 1], offset: ?>, 3> to memref<f32, strided<[], offset: ?>, 3>
    return %subview_0 : memref<f32, strided<[], offset: ?>, 3>
  }
}

