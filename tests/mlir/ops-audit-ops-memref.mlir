memref.global "private" @g0 : memref<2xf32> = dense<[1.0, 2.0]>
memref.global @g1 : memref<4xi32> = uninitialized
memref.global "private" constant @g2 : memref<2xi32> = dense<7> {alignment = 64}
memref.global @g3 : memref<3xf32>
memref.global "public" @g4 : memref<f32, 1> = dense<0.0>
func.func @memref_ops(%m: memref<4x8xf32>, %d: index, %u: memref<*xf32>, %dyn: memref<?x?xf32>, %f: f32, %i: i32, %mi: memref<10xi32>, %tag: memref<1xi32>, %src: memref<64xf32, 1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a0 = memref.alloc() : memref<4xf32>
  %a1 = memref.alloc(%d, %d) : memref<?x?xf32>
  %a2 = memref.alloc()[%d] : memref<2x4xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>>
  %a3 = memref.alloc() {alignment = 64} : memref<8xf32, 1>
  %a4 = memref.alloca() : memref<4xf32>
  %a5 = memref.alloca(%d) {alignment = 16} : memref<?xf32, strided<[1]>>
  %a6 = memref.alloc() : memref<4xf32, #gpu.address_space<workgroup>>
  memref.dealloc %a0 : memref<4xf32>
  %l = memref.load %m[%c0, %c1] : memref<4x8xf32>
  %l2 = memref.load %m[%c0, %c1] {nontemporal = true} : memref<4x8xf32>
  memref.store %f, %m[%c0, %c1] : memref<4x8xf32>
  memref.store %f, %m[%c0, %c1] {nontemporal = false} : memref<4x8xf32>
  %l3 = memref.load %m[%c0, %c1] {alignment = 16 : i64} : memref<4x8xf32>
  memref.copy %m, %m : memref<4x8xf32> to memref<4x8xf32>
  %rk = memref.rank %u : memref<*xf32>
  %dm = memref.dim %dyn, %c1 : memref<?x?xf32>
  %gg = memref.get_global @g0 : memref<2xf32>
  %ca = memref.cast %dyn : memref<?x?xf32> to memref<4x8xf32>
  %cu = memref.cast %m : memref<4x8xf32> to memref<*xf32>
  %rr = memref.realloc %a4 : memref<4xf32> to memref<8xf32>
  %rr2 = memref.realloc %a5(%d) : memref<?xf32, strided<[1]>> to memref<?xf32>
  %sv = memref.subview %dyn[%c0, 1][%d, 2][1, %c1] : memref<?x?xf32> to memref<?x2xf32, strided<[?, ?], offset: ?>>
  %sv2 = memref.subview %m[0, 0][1, 8][1, 1] : memref<4x8xf32> to memref<8xf32>
  %sv3 = memref.subview %m[1, 2][2, 2][1, 1] : memref<4x8xf32> to memref<2x2xf32, strided<[8, 1], offset: 10>>
  %rc = memref.reinterpret_cast %dyn to offset: [%c0], sizes: [%d, 10], strides: [%d, 1] : memref<?x?xf32> to memref<?x10xf32, strided<[?, 1], offset: ?>>
  %ex = memref.expand_shape %dyn [[0, 1], [2]] output_shape [%d, 2, %d] : memref<?x?xf32> into memref<?x2x?xf32>
  %co = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  %z1 = memref.alloc() : memref<1x1xf32>
  %co2 = memref.collapse_shape %z1 [] : memref<1x1xf32> into memref<f32>
  %tr = memref.transpose %dyn (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  %buf = memref.alloc() : memref<2048xi8>
  %vw = memref.view %buf[%c0][%d] : memref<2048xi8> to memref<?x4xf32>
  %ms = memref.memory_space_cast %m : memref<4x8xf32> to memref<4x8xf32, 3>
  %ap = memref.extract_aligned_pointer_as_index %m : memref<4x8xf32> -> index
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %dyn : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  %aa = memref.assume_alignment %dyn, 64 : memref<?x?xf32>
  %at = memref.atomic_rmw addf %f, %m[%c0, %c1] : (f32, memref<4x8xf32>) -> f32
  %at2 = memref.atomic_rmw maxs %i, %mi[%c0] : (i32, memref<10xi32>) -> i32
  %ga = memref.generic_atomic_rmw %m[%c0, %c1] : memref<4x8xf32> {
  ^bb0(%cur: f32):
    %s = arith.addf %cur, %f : f32
    memref.atomic_yield %s : f32
  }
  memref.prefetch %m[%c0, %c1], read, locality<3>, data : memref<4x8xf32>
  memref.prefetch %m[%c0, %c1], write, locality<0>, instr : memref<4x8xf32>
  memref.alloca_scope {
    %t = memref.alloca() : memref<4xf32>
  }
  %as = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %f : f32
  }
  %dst = memref.alloc() : memref<64xf32, 2>
  %n = arith.constant 64 : index
  memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0] : memref<64xf32, 1>, memref<64xf32, 2>, memref<1xi32>
  memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0], %c1, %c1 : memref<64xf32, 1>, memref<64xf32, 2>, memref<1xi32>
  memref.dma_wait %tag[%c0], %n : memref<1xi32>
  %rs = memref.reshape %u(%mi) : (memref<*xf32>, memref<10xi32>) -> memref<*xf32>
  %do:2 = memref.distinct_objects %m, %dyn : memref<4x8xf32>, memref<?x?xf32>
  return
}
