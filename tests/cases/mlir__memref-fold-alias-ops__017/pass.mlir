#map = affine_map<()[s0] -> (s0 + 1)>
module {
  func.func @subview_of_subview(%arg0: memref<4x1024xf32, 3>, %arg1: index) -> memref<f32, strided<[], offset: ?>, 3> {
    %0 = affine.apply #map()[%arg1]
    %subview = memref.subview %arg0[3, %0] [1, 1] [1, 1] : memref<4x1024xf32, 3> to memref<f32, strided<[], offset: ?>, 3>
    return %subview : memref<f32, strided<[], offset: ?>, 3>
  }
}

