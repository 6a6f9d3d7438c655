module {
  func.func @f(%arg0: memref<4x8xf32>, %arg1: index, %arg2: memref<*xf32>, %arg3: memref<f32>, %arg4: memref<2xindex>, %arg5: memref<?x?xf32>) {
    %alloc = memref.alloc() : memref<4x8xf32>
    %alloca = memref.alloca(%arg1) : memref<?xf32>
    %cast = memref.cast %arg0 : memref<4x8xf32> to memref<?x?xf32>
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<4x8xf32>
    %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<4x8xf32> -> index
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
    %memspacecast = memref.memory_space_cast %arg0 : memref<4x8xf32> to memref<4x8xf32, 1>
    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [32], strides: [1] : memref<4x8xf32> to memref<32xf32>
    %reshape = memref.reshape %arg2(%arg4) : (memref<*xf32>, memref<2xindex>) -> memref<?x?xf32>
    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [2, 2, 8] : memref<4x8xf32> into memref<2x2x8xf32>
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<4x8xf32> into memref<32xf32>
    %subview = memref.subview %arg0[0, 0] [2, 2] [1, 1] : memref<4x8xf32> to memref<2x2xf32, strided<[8, 1]>>
    %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
    %alloc_0 = memref.alloc() : memref<2048xi8>
    %view = memref.view %alloc_0[%c0][] : memref<2048xi8> to memref<64x4xf32>
    %assume_align = memref.assume_alignment %arg0, 16 : memref<4x8xf32>
    %base_buffer_1, %offset_2, %sizes_3:2, %strides_4:2 = memref.extract_strided_metadata %arg5 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
    %base_buffer_5, %offset_6 = memref.extract_strided_metadata %arg3 : memref<f32> -> memref<f32>, index
    %0 = memref.rank %arg2 : memref<*xf32>
    %1 = memref.load %arg0[%c0, %c0] : memref<4x8xf32>
    %2 = memref.realloc %alloca : memref<?xf32> to memref<10xf32>
    "test.use"(%alloc, %alloca, %cast, %dim, %intptr, %base_buffer, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1, %memspacecast, %reinterpret_cast, %reshape, %expand_shape, %collapse_shape, %subview, %transpose, %view, %assume_align, %base_buffer_1, %offset_2, %sizes_3#1, %strides_4#1, %base_buffer_5, %offset_6, %0, %1, %2) : (memref<4x8xf32>, memref<?xf32>, memref<?x?xf32>, index, index, memref<f32>, index, index, index, index, index, memref<4x8xf32, 1>, memref<32xf32>, memref<?x?xf32>, memref<2x2x8xf32>, memref<32xf32>, memref<2x2xf32, strided<[8, 1]>>, memref<8x4xf32, strided<[1, 8]>>, memref<64x4xf32>, memref<4x8xf32>, memref<f32>, index, index, index, memref<f32>, index, index, f32, memref<10xf32>) -> ()
    return
  }
}

