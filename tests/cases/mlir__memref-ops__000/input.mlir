// RUN: mlir-opt --allow-unregistered-dialect --split-input-file %s
memref.global "private" constant @c : memref<2xi32> = dense<[1, 4]> {alignment = 64}
memref.global @z : memref<3xf16> = uninitialized
memref.global "private" @y : memref<4xi32>
func.func @f(%m: memref<10x?xf32>, %i: index, %u: memref<*xf32>, %f: f32, %b: memref<2048xi8>, %s: memref<1xi32>) {
  %r0 = memref.alloc() : memref<4xf32>
  %0 = memref.alloc(%i) {alignment = 16} : memref<4x?xf32>
  %1 = memref.alloca(%i)[%i] : memref<4x?xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>>
  %2 = memref.realloc %r0 : memref<4xf32> to memref<8xf32>
  memref.dealloc %0 : memref<4x?xf32>
  %3 = memref.load %m[%i, %i] {nontemporal = true, alignment = 8} : memref<10x?xf32>
  memref.store %f, %m[%i, %i] {nontemporal = false} : memref<10x?xf32>
  %4 = memref.cast %m : memref<10x?xf32> to memref<?x?xf32>
  %5 = memref.subview %m[0, %i][2, 2][1, 1] : memref<10x?xf32> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  %6 = memref.reinterpret_cast %m to offset: [0], sizes: [%i, 10], strides: [1, %i] : memref<10x?xf32> to memref<?x10xf32, strided<[1, ?], offset: 0>>
  %7 = memref.view %b[%i][%i] : memref<2048xi8> to memref<?x4xf32>
  %8 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 5, %i] : memref<10x?xf32> into memref<2x5x?xf32>
  %9 = memref.collapse_shape %8 [[0, 1], [2]] : memref<2x5x?xf32> into memref<10x?xf32>
  %10 = memref.get_global @c : memref<2xi32>
  memref.copy %m, %m : memref<10x?xf32> to memref<10x?xf32>
  %11 = memref.dim %m, %i : memref<10x?xf32>
  %12 = memref.rank %u : memref<*xf32>
  %13 = memref.atomic_rmw addf %f, %m[%i, %i] : (f32, memref<10x?xf32>) -> f32
  %14 = memref.generic_atomic_rmw %m[%i, %i] : memref<10x?xf32> {
  ^bb0(%cur: f32):
    memref.atomic_yield %cur : f32
  }
  %15 = memref.assume_alignment %m, 16 : memref<10x?xf32>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<10x?xf32> -> memref<f32>, index, index, index, index, index
  %16 = memref.extract_aligned_pointer_as_index %m : memref<10x?xf32> -> index
  %17 = memref.memory_space_cast %m : memref<10x?xf32> to memref<10x?xf32, 1>
  memref.prefetch %m[%i, %i], read, locality<3>, data : memref<10x?xf32>
  %18 = memref.transpose %m (i, j) -> (j, i) : memref<10x?xf32> to memref<?x10xf32, strided<[1, ?]>>
  memref.dma_start %m[%i, %i], %m[%i, %i], %i, %s[%i] : memref<10x?xf32>, memref<10x?xf32>, memref<1xi32>
  memref.dma_wait %s[%i], %i : memref<1xi32>
  %19:2 = memref.distinct_objects %m, %b : memref<10x?xf32>, memref<2048xi8>
  %20 = memref.reshape %m(%s) : (memref<10x?xf32>, memref<1xi32>) -> memref<?xf32>
  %21 = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %f : f32
  }
  memref.alloca_scope {
  }
  return
}
