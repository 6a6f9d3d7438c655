// RUN: mlir-opt %s -canonicalize --split-input-file -allow-unregistered-dialect
func.func @casts(%m: memref<4x?xf32>, %i: index, %v: f32, %u: memref<*xf32>) -> (f32, index, index) {
  %c = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %l = memref.load %c[%i, %i] : memref<?x?xf32>
  memref.store %v, %c[%i, %i] : memref<?x?xf32>
  memref.prefetch %c[%i, %i], read, locality<3>, data : memref<?x?xf32>
  %r = memref.atomic_rmw addf %v, %c[%i, %i] : (f32, memref<?x?xf32>) -> f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %c, %c0 : memref<?x?xf32>
  %d1 = memref.dim %c, %c1 : memref<?x?xf32>
  %rk = memref.rank %u : memref<*xf32>
  %rk2 = memref.rank %c : memref<?x?xf32>
  %same = memref.cast %m : memref<4x?xf32> to memref<4x?xf32>
  "test.use"(%same, %d1, %rk, %rk2) : (memref<4x?xf32>, index, index, index) -> ()
  memref.dealloc %c : memref<?x?xf32>
  return %l, %d0, %d1 : f32, index, index
}

// -----

func.func @dead(%n: index, %v: f32) {
  %a = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  memref.store %v, %a[%c0] : memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  %b = memref.alloca() : memref<4xf32>
  %r = memref.realloc %b : memref<4xf32> to memref<8xf32>
  memref.dealloc %r : memref<8xf32>
  %s = memref.alloc() : memref<memref<?xf32>>
  %t = memref.alloc(%n) : memref<?xf32>
  memref.store %t, %s[] : memref<memref<?xf32>>
  return
}

// -----

func.func @const_alloc(%n: index) -> (memref<?x?xf32>, memref<?xf32>, index) {
  %c4 = arith.constant 4 : index
  %cm = arith.constant -1 : index
  %a = memref.alloc(%c4, %n) {alignment = 64} : memref<?x?xf32>
  %b = memref.alloca(%cm) : memref<?xf32>
  %a2 = memref.alloc() : memref<2048xi8>
  %v = memref.view %a2[%c4][%n] : memref<2048xi8> to memref<?xf32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %v, %c0 : memref<?xf32>
  return %a, %b, %d : memref<?x?xf32>, memref<?xf32>, index
}

// -----

func.func @copies(%a: memref<4xf32>, %b: memref<0xf32>, %c: memref<?xf32, strided<[?], offset: ?>>) {
  %x = memref.cast %a : memref<4xf32> to memref<?xf32>
  memref.copy %x, %x : memref<?xf32> to memref<?xf32>
  memref.copy %b, %b : memref<0xf32> to memref<0xf32>
  %y = memref.cast %a : memref<4xf32> to memref<?xf32, strided<[?], offset: ?>>
  memref.copy %y, %c : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  %z = memref.alloc() : memref<0x4xf32>
  memref.copy %a, %x : memref<4xf32> to memref<?xf32>
  "test.use"(%z) : (memref<0x4xf32>) -> ()
  return
}

// -----

func.func @reshapes(%a: memref<2x3x4xf32>, %n: index) -> (memref<24xf32>, memref<2x3x4xf32>, memref<2x3x2x2xf32>) {
  %0 = memref.collapse_shape %a [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<6x4xf32> into memref<24xf32>
  %2 = memref.expand_shape %0 [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  %3 = memref.expand_shape %a [[0], [1], [2, 3]] output_shape [2, 3, 2, 2] : memref<2x3x4xf32> into memref<2x3x2x2xf32>
  %4 = memref.collapse_shape %3 [[0], [1], [2, 3]] : memref<2x3x2x2xf32> into memref<2x3x4xf32>
  %5 = memref.expand_shape %4 [[0], [1], [2, 3]] output_shape [2, 3, 2, 2] : memref<2x3x4xf32> into memref<2x3x2x2xf32>
  return %1, %2, %5 : memref<24xf32>, memref<2x3x4xf32>, memref<2x3x2x2xf32>
}

// -----

func.func @subviews(%a: memref<8x16xf32>, %i: index) -> (memref<4x4xf32, strided<[16, 1], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %s = memref.subview %a[%i, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %t = memref.subview %s[0, 0] [4, 4] [1, 1] : memref<4x4xf32, strided<[16, 1], offset: ?>> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %u = memref.subview %a[%c1, %c0] [%c4, %i] [%c1, %c1] : memref<8x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %d = memref.dim %u, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %m = memref.subview %a[0, 0] [1, %i] [1, 1] : memref<8x16xf32> to memref<?xf32, strided<[1]>>
  %e = memref.dim %m, %c0 : memref<?xf32, strided<[1]>>
  "test.use"(%e) : (index) -> ()
  return %t, %u, %d : memref<4x4xf32, strided<[16, 1], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, index
}

// -----

func.func @metadata(%a: memref<?x4xf32, strided<[4, 1], offset: 2>>, %b: memref<8xf32>) -> (index, index, index, memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %a : memref<?x4xf32, strided<[4, 1], offset: 2>> -> memref<f32>, index, index, index, index, index
  %c = memref.cast %b : memref<8xf32> to memref<?xf32>
  %base2, %off2, %sz2, %st2 = memref.extract_strided_metadata %c : memref<?xf32> -> memref<f32>, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%off], sizes: [%sz#0, %sz#1], strides: [%st#0, %st#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  "test.use"(%sz2, %st2, %base2, %off2) : (index, index, memref<f32>, index) -> ()
  return %off, %sz#0, %sz#1, %r : index, index, index, memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

func.func @spaces(%a: memref<4xf32, 1>) -> (memref<4xf32, 3>, memref<4xf32, 1>) {
  %0 = memref.memory_space_cast %a : memref<4xf32, 1> to memref<4xf32, 2>
  %1 = memref.memory_space_cast %0 : memref<4xf32, 2> to memref<4xf32, 3>
  %2 = memref.memory_space_cast %a : memref<4xf32, 1> to memref<4xf32, 1>
  return %1, %2 : memref<4xf32, 3>, memref<4xf32, 1>
}
