module {
  func.func @f(%arg0: memref<9223372036854775807x4611686018427387904xf32>) -> f32 {
    %c3 = arith.constant 3 : index
    %subview = memref.subview %arg0[9223372036854775806, 4611686018427387903] [1, 1] [1, 1] : memref<9223372036854775807x4611686018427387904xf32> to memref<1x1xf32, strided<[4611686018427387904, 1], offset: ?>>
    %0 = memref.load %subview[%c3, %c3] : memref<1x1xf32, strided<[4611686018427387904, 1], offset: ?>>
    %expand_shape = memref.expand_shape %arg0 [[0], [1, 2]] output_shape [9223372036854775807, 2, 2305843009213693952] : memref<9223372036854775807x4611686018427387904xf32> into memref<9223372036854775807x2x2305843009213693952xf32>
    %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %expand_shape : memref<9223372036854775807x2x2305843009213693952xf32> -> memref<f32>, index, index, index, index, index, index, index
    %1 = memref.load %base_buffer[] : memref<f32>
    %2 = arith.addf %0, %1 : f32
    return %2 : f32
  }
}

