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
// -----
func.func @f(%m: memref<?x?xf32>, %s: memref<?x?xf32, strided<[?, 1], offset: ?>>, %t: memref<4x5x6xf32, strided<[30, 6, 1], offset: 3>>, %i: index) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [%i, 4, %i] : memref<?x?xf32> into memref<?x4x?xf32>
  %1 = memref.expand_shape %s [[0, 1], [2]] output_shape [%i, 4, %i] : memref<?x?xf32, strided<[?, 1], offset: ?>> into memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>>
  %2 = memref.collapse_shape %t [[0, 1], [2]] : memref<4x5x6xf32, strided<[30, 6, 1], offset: 3>> into memref<20x6xf32, strided<[6, 1], offset: 3>>
  %3 = memref.collapse_shape %t [[0, 1, 2]] : memref<4x5x6xf32, strided<[30, 6, 1], offset: 3>> into memref<120xf32, strided<[1], offset: 3>>
  %4 = memref.collapse_shape %s [[0, 1]] : memref<?x?xf32, strided<[?, 1], offset: ?>> into memref<?xf32, strided<[?], offset: ?>>
  %5 = memref.transpose %s (i, j) -> (j, i) : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[1, ?], offset: ?>>
  %6 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  %7 = memref.transpose %m (i, j) -> (j, i) {foo} : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  memref.prefetch %m[%i, %i], write, locality<0>, instr : memref<?x?xf32>
  %8:2 = memref.alloca_scope -> (index, index) {
    memref.alloca_scope.return %i, %i : index, index
  } {attr = 2}
  memref.dma_start %m[%i, %i], %s[%i, %i], %i, %m[%i, %i], %i, %i : memref<?x?xf32>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32>
  %9 = memref.generic_atomic_rmw %m[%i, %i] : memref<?x?xf32> {
  ^bb0(%cur: f32):
    memref.atomic_yield %cur : f32
  } {y}
  return
}
// -----
memref.global "nested" @n : memref<2x3xi8> = dense<[[1, 2, 3], [4, 5, 6]]>
memref.global @u : memref<2xf32> = dense<[1.0, 2.0]>
memref.global @w : memref<f32> = dense<1.0>
func.func @g() -> memref<2xf32> {
  %0 = memref.get_global @u : memref<2xf32>
  %1 = memref.get_global @w : memref<f32> {foo}
  return %0 : memref<2xf32>
}
// -----
func.func @h(%m: memref<4xf32>, %i: index) {
  %c = memref.alloc() : memref<4xf32>
  %c2 = memref.alloc() : memref<4xf32>
  %d = memref.dim %m, %i : memref<4xf32>
  %d2 = memref.dim %m, %i : memref<4xf32>
  %s = memref.subview %m[1][2][1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %s2 = memref.subview %m[1][2][1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %b = memref.alloc() : memref<64xi8>
  %v = memref.view %b[%i][] : memref<64xi8> to memref<4xf32>
  %v2 = memref.view %b[%i][] : memref<64xi8> to memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<f32>, %n: memref<4xf32>) {
  %a:2 = memref.extract_strided_metadata %m : memref<f32> -> memref<f32>, index
  %b:4 = memref.extract_strided_metadata %n : memref<4xf32> -> memref<f32>, index, index, index
  "test.use"(%a#1, %b#3) : (index, index) -> ()
  return
}
// -----
func.func @f(%i: index) {
  %0 = memref.alloc()[%i, %i] : memref<4xf32, strided<[?], offset: ?>>
  return
}
// -----
func.func @f(%i: index, %m: memref<4xf32, strided<[1]>>) {
  %0 = memref.realloc %m : memref<4xf32, strided<[1]>> to memref<8xf32>
  return
}
// -----
func.func @f(%m: memref<4xi32>, %i: index, %v: i32) {
  %0 = memref.atomic_rmw assign %v, %m[%i] : (i32, memref<4xi32>) -> i32
  %1 = memref.atomic_rmw maxnumf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}
// -----
func.func @f(%m: memref<?xf32>, %i: index) {
  %0 = memref.subview %m[%i][%i][1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %1 = memref.reinterpret_cast %m to offset: [%i], sizes: [10, %i], strides: [%i, 1] : memref<?xf32> to memref<10x?xf32, strided<[?, 1], offset: ?>>
  %2 = memref.cast %1 : memref<10x?xf32, strided<[?, 1], offset: ?>> to memref<10x4xf32, strided<[4, 1], offset: 2>>
  %3 = memref.cast %m : memref<?xf32> to memref<*xf32>
  %4 = memref.cast %3 : memref<*xf32> to memref<4xf32>
  return
}
// -----
func.func @f(%t: memref<?xf32>, %i: index) {
  %3 = memref.expand_shape %t [[0, 1]] output_shape [4, 5] : memref<?xf32> into memref<4x?xf32>
  return
}
// -----
func.func @f(%t: memref<20x?xf32>, %i: index) {
  %3 = memref.expand_shape %t [[0, 1], [2, 3]] output_shape [4, 5, %i, %i] : memref<20x?xf32> into memref<4x5x?x?xf32>
  return
}
// -----
func.func @f(%t: memref<1x1xf32>) {
  %3 = memref.collapse_shape %t [] : memref<1x1xf32> into memref<f32>
  %4 = memref.expand_shape %3 [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  return
}
// -----
func.func @f(%t: memref<1x1xf32>) {
  %3 = memref.collapse_shape %t [[0, 1], []] : memref<1x1xf32> into memref<1x1xf32>
  return
}
// -----
func.func @f(%t: memref<4x?x1xf32, strided<[?, ?, 1]>>) {
  %3 = memref.collapse_shape %t [[0, 1, 2]] : memref<4x?x1xf32, strided<[?, ?, 1]>> into memref<?xf32, strided<[?]>>
  return
}
// -----
memref.global "private" constant @a : memref<2xf32> = dense<1.0> {alignment = 64}
memref.global "public" @b : memref<2xf32>
memref.global "private" @c : memref<2xf32> = dense<[1.0, 2.0]> {alignment = 64, foo}
// -----
memref.global @d : memref<2xi8> = dense<[1, 2]>
memref.global @e : memref<2xi8> = dense_resource<foo>
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    %a = memref.alloca_scope -> f32 {
      memref.alloca_scope.return %cur : f32
    }
    memref.atomic_yield %a : f32
  }
  return
}
// -----
func.func @f(%m: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  memref.dma_start %m[%i], %m[%i], %i, %t[%i], %i, %i : memref<4xf32>, memref<4xf32>, memref<1xi32>
  memref.dma_start %m[%i], %m[%i], %i, %t[%i] : memref<4xf32>, memref<4xf32>, memref<1xi32>
  memref.dma_wait %t[%i], %i : memref<1xi32>
  return
}
// -----
func.func @t(%v : memref<?x?xf32, affine_map<(i, j)[off, M]->(off + M * i + j)>>) {
  %0 = memref.transpose %v (i, j) -> (j, i) : memref<?x?xf32, affine_map<(i, j)[off, M]->(off + M * i + j)>> to memref<?x?xf32, affine_map<(i, j)[off, M]->(off + M * j + i)>>
  return
}
// -----
func.func @t(%v : memref<4x5xf32, affine_map<(i, j)->(i * 5 + j + 7)>>) {
  %0 = memref.transpose %v (i, j) -> (j, i) : memref<4x5xf32, affine_map<(i, j)->(i * 5 + j + 7)>> to memref<5x4xf32, strided<[1, 5], offset: 7>>
  %1 = memref.transpose %v (i, j) -> (j, i) : memref<4x5xf32, affine_map<(i, j)->(i * 5 + j + 7)>> to memref<5x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 5 + 7)>>
  %2 = memref.transpose %v (i, j) -> (i, j) : memref<4x5xf32, affine_map<(i, j)->(i * 5 + j + 7)>> to memref<4x5xf32, affine_map<(d0, d1) -> (7 + d1 + d0 * 5)>>
  return
}
// -----
func.func @t(%v : memref<4x5xf32>) {
  %0 = memref.transpose %v (i, j) -> (i, j) : memref<4x5xf32> to memref<4x5xf32>
  %1 = memref.transpose %v (i, j) -> (i, j) : memref<4x5xf32> to memref<4x5xf32, strided<[5, 1]>>
  %2 = memref.transpose %v (i, j) -> (j, i) : memref<4x5xf32> to memref<5x4xf32, strided<[1, 5]>>
  return
}
// -----
func.func @f(%b: memref<2048xi8>, %i: index) {
  %1 = memref.view %b[%i][] : memref<2048xi8> to memref<4xf32, strided<[1]>>
  return
}
// -----
func.func @f(%b: memref<2048xi8, strided<[1]>>, %i: index) {
  %1 = memref.view %b[%i][] : memref<2048xi8, strided<[1]>> to memref<4xf32>
  return
}
// -----
func.func @f(%f: f32) {
  memref.alloca_scope {
    "test.foo"() : () -> ()
  } {foo = 1}
  return
}
// -----
memref.global @e : memref<2xf32> = dense<1.0>
