#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
#map1 = affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>
module {
  memref.global "private" @g0 : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
  memref.global @g1 : memref<4xi32> = uninitialized
  memref.global "private" constant @g2 : memref<2xi32> = dense<7> {alignment = 64 : i64}
  memref.global @g3 : memref<3xf32>
  memref.global "public" @g4 : memref<f32, 1> = dense<0.000000e+00>
  func.func @memref_ops(%arg0: memref<4x8xf32>, %arg1: index, %arg2: memref<*xf32>, %arg3: memref<?x?xf32>, %arg4: f32, %arg5: i32, %arg6: memref<10xi32>, %arg7: memref<1xi32>, %arg8: memref<64xf32, 1>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc() : memref<4xf32>
    %alloc_0 = memref.alloc(%arg1, %arg1) : memref<?x?xf32>
    %alloc_1 = memref.alloc()[%arg1] : memref<2x4xf32, #map>
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<8xf32, 1>
    %alloca = memref.alloca() : memref<4xf32>
    %alloca_3 = memref.alloca(%arg1) {alignment = 16 : i64} : memref<?xf32, strided<[1]>>
    %alloc_4 = memref.alloc() : memref<4xf32, #gpu.address_space<workgroup>>
    memref.dealloc %alloc : memref<4xf32>
    %0 = memref.load %arg0[%c0, %c1] : memref<4x8xf32>
    %1 = memref.load %arg0[%c0, %c1] {nontemporal = true} : memref<4x8xf32>
    memref.store %arg4, %arg0[%c0, %c1] : memref<4x8xf32>
    memref.store %arg4, %arg0[%c0, %c1] : memref<4x8xf32>
    %2 = memref.load %arg0[%c0, %c1] {alignment = 16 : i64} : memref<4x8xf32>
    memref.copy %arg0, %arg0 : memref<4x8xf32> to memref<4x8xf32>
    %3 = memref.rank %arg2 : memref<*xf32>
    %dim = memref.dim %arg3, %c1 : memref<?x?xf32>
    %4 = memref.get_global @g0 : memref<2xf32>
    %cast = memref.cast %arg3 : memref<?x?xf32> to memref<4x8xf32>
    %cast_5 = memref.cast %arg0 : memref<4x8xf32> to memref<*xf32>
    %5 = memref.realloc %alloca : memref<4xf32> to memref<8xf32>
    %6 = memref.realloc %alloca_3(%arg1) : memref<?xf32, strided<[1]>> to memref<?xf32>
    %subview = memref.subview %arg3[%c0, 1] [%arg1, 2] [1, %c1] : memref<?x?xf32> to memref<?x2xf32, strided<[?, ?], offset: ?>>
    %subview_6 = memref.subview %arg0[0, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<8xf32>
    %subview_7 = memref.subview %arg0[1, 2] [2, 2] [1, 1] : memref<4x8xf32> to memref<2x2xf32, strided<[8, 1], offset: 10>>
    %reinterpret_cast = memref.reinterpret_cast %arg3 to offset: [%c0], sizes: [%arg1, 10], strides: [%arg1, 1] : memref<?x?xf32> to memref<?x10xf32, strided<[?, 1], offset: ?>>
    %expand_shape = memref.expand_shape %arg3 [[0, 1], [2]] output_shape [%arg1, 2, %arg1] : memref<?x?xf32> into memref<?x2x?xf32>
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<4x8xf32> into memref<32xf32>
    %alloc_8 = memref.alloc() : memref<1x1xf32>
    %collapse_shape_9 = memref.collapse_shape %alloc_8 [] : memref<1x1xf32> into memref<f32>
    %transpose = memref.transpose %arg3 (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, #map1>
    %alloc_10 = memref.alloc() : memref<2048xi8>
    %view = memref.view %alloc_10[%c0][%arg1] : memref<2048xi8> to memref<?x4xf32>
    %memspacecast = memref.memory_space_cast %arg0 : memref<4x8xf32> to memref<4x8xf32, 3>
    %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<4x8xf32> -> index
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg3 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
    %assume_align = memref.assume_alignment %arg3, 64 : memref<?x?xf32>
    %7 = memref.atomic_rmw addf %arg4, %arg0[%c0, %c1] : (f32, memref<4x8xf32>) -> f32
    %8 = memref.atomic_rmw maxs %arg5, %arg6[%c0] : (i32, memref<10xi32>) -> i32
    %9 = memref.generic_atomic_rmw %arg0[%c0, %c1] : memref<4x8xf32> {
    ^bb0(%arg9: f32):
      %12 = arith.addf %arg9, %arg4 : f32
      memref.atomic_yield %12 : f32
    }
    memref.prefetch %arg0[%c0, %c1], read, locality<3>, data : memref<4x8xf32>
    memref.prefetch %arg0[%c0, %c1], write, locality<0>, instr : memref<4x8xf32>
    memref.alloca_scope  {
      %alloca_12 = memref.alloca() : memref<4xf32>
    }
    %10 = memref.alloca_scope  -> (f32) {
      memref.alloca_scope.return %arg4 : f32
    }
    %alloc_11 = memref.alloc() : memref<64xf32, 2>
    %c64 = arith.constant 64 : index
    memref.dma_start %arg8[%c0], %alloc_11[%c0], %c64, %arg7[%c0] : memref<64xf32, 1>, memref<64xf32, 2>, memref<1xi32>
    memref.dma_start %arg8[%c0], %alloc_11[%c0], %c64, %arg7[%c0], %c1, %c1 : memref<64xf32, 1>, memref<64xf32, 2>, memref<1xi32>
    memref.dma_wait %arg7[%c0], %c64 : memref<1xi32>
    %reshape = memref.reshape %arg2(%arg6) : (memref<*xf32>, memref<10xi32>) -> memref<*xf32>
    %11:2 = memref.distinct_objects %arg0, %arg3 : memref<4x8xf32>, memref<?x?xf32>
    return
  }
}

