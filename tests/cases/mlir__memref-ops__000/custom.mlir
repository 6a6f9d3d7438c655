#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
module {
  memref.global "private" constant @c : memref<2xi32> = dense<[1, 4]> {alignment = 64 : i64}
  memref.global @z : memref<3xf16> = uninitialized
  memref.global "private" @y : memref<4xi32>
  func.func @f(%arg0: memref<10x?xf32>, %arg1: index, %arg2: memref<*xf32>, %arg3: f32, %arg4: memref<2048xi8>, %arg5: memref<1xi32>) {
    %alloc = memref.alloc() : memref<4xf32>
    %alloc_0 = memref.alloc(%arg1) {alignment = 16 : i64} : memref<4x?xf32>
    %alloca = memref.alloca(%arg1)[%arg1] : memref<4x?xf32, #map>
    %0 = memref.realloc %alloc : memref<4xf32> to memref<8xf32>
    memref.dealloc %alloc_0 : memref<4x?xf32>
    %1 = memref.load %arg0[%arg1, %arg1] {alignment = 8 : i64, nontemporal = true} : memref<10x?xf32>
    memref.store %arg3, %arg0[%arg1, %arg1] : memref<10x?xf32>
    %cast = memref.cast %arg0 : memref<10x?xf32> to memref<?x?xf32>
    %subview = memref.subview %arg0[0, %arg1] [2, 2] [1, 1] : memref<10x?xf32> to memref<2x2xf32, strided<[?, 1], offset: ?>>
    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1, 10], strides: [1, %arg1] : memref<10x?xf32> to memref<?x10xf32, strided<[1, ?]>>
    %view = memref.view %arg4[%arg1][%arg1] : memref<2048xi8> to memref<?x4xf32>
    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [2, 5, %arg1] : memref<10x?xf32> into memref<2x5x?xf32>
    %collapse_shape = memref.collapse_shape %expand_shape [[0, 1], [2]] : memref<2x5x?xf32> into memref<10x?xf32>
    %2 = memref.get_global @c : memref<2xi32>
    memref.copy %arg0, %arg0 : memref<10x?xf32> to memref<10x?xf32>
    %dim = memref.dim %arg0, %arg1 : memref<10x?xf32>
    %3 = memref.rank %arg2 : memref<*xf32>
    %4 = memref.atomic_rmw addf %arg3, %arg0[%arg1, %arg1] : (f32, memref<10x?xf32>) -> f32
    %5 = memref.generic_atomic_rmw %arg0[%arg1, %arg1] : memref<10x?xf32> {
    ^bb0(%arg6: f32):
      memref.atomic_yield %arg6 : f32
    }
    %assume_align = memref.assume_alignment %arg0, 16 : memref<10x?xf32>
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<10x?xf32> -> memref<f32>, index, index, index, index, index
    %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<10x?xf32> -> index
    %memspacecast = memref.memory_space_cast %arg0 : memref<10x?xf32> to memref<10x?xf32, 1>
    memref.prefetch %arg0[%arg1, %arg1], read, locality<3>, data : memref<10x?xf32>
    %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<10x?xf32> to memref<?x10xf32, strided<[1, ?]>>
    memref.dma_start %arg0[%arg1, %arg1], %arg0[%arg1, %arg1], %arg1, %arg5[%arg1] : memref<10x?xf32>, memref<10x?xf32>, memref<1xi32>
    memref.dma_wait %arg5[%arg1], %arg1 : memref<1xi32>
    %6:2 = memref.distinct_objects %arg0, %arg4 : memref<10x?xf32>, memref<2048xi8>
    %reshape = memref.reshape %arg0(%arg5) : (memref<10x?xf32>, memref<1xi32>) -> memref<?xf32>
    %7 = memref.alloca_scope  -> (f32) {
      memref.alloca_scope.return %arg3 : f32
    }
    memref.alloca_scope  {
    }
    return
  }
}

