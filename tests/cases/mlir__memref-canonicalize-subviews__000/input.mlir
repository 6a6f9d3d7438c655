// RUN: mlir-opt %s -canonicalize -allow-unregistered-dialect
// Generated subviews (constant, static and dynamic offsets, sizes and strides; casts; rank reduction) with a dim of each.
func.func @f0(%m: memref<?x1xf32, strided<[16, 16], offset: 3>>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[%c0, %i] [%j, 2] [2, %c1] : memref<?x1xf32, strided<[16, 16], offset: 3>> to memref<?x2xf32, strided<[32, ?], offset: ?>>
  "test.use"(%sv) : (memref<?x2xf32, strided<[32, ?], offset: ?>>) -> ()
  %d = memref.dim %sv, %c0 : memref<?x2xf32, strided<[32, ?], offset: ?>>
  return %d : index
}

func.func @f1(%m: memref<1xf32, strided<[16], offset: 3>>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[%c1] [2] [1] : memref<1xf32, strided<[16], offset: 3>> to memref<2xf32, strided<[16], offset: ?>>
  "test.use"(%sv) : (memref<2xf32, strided<[16], offset: ?>>) -> ()
  %d = memref.dim %sv, %c0 : memref<2xf32, strided<[16], offset: ?>>
  return %d : index
}

func.func @f2(%m: memref<1xf32, strided<[2], offset: ?>>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[%c0] [%c1] [2] : memref<1xf32, strided<[2], offset: ?>> to memref<?xf32, strided<[4], offset: ?>>
  "test.use"(%sv) : (memref<?xf32, strided<[4], offset: ?>>) -> ()
  %d = memref.dim %sv, %c0 : memref<?xf32, strided<[4], offset: ?>>
  return %d : index
}

func.func @f3(%m: memref<4xf32>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[%i] [1] [1] : memref<4xf32> to memref<1xf32, strided<[1], offset: ?>>
  "test.use"(%sv) : (memref<1xf32, strided<[1], offset: ?>>) -> ()
  %d = memref.dim %sv, %c0 : memref<1xf32, strided<[1], offset: ?>>
  return %d : index
}

func.func @f4(%m: memref<8xf32, strided<[16], offset: 3>>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[0] [1] [%i] : memref<8xf32, strided<[16], offset: 3>> to memref<1xf32, strided<[?], offset: 3>>
  "test.use"(%sv) : (memref<1xf32, strided<[?], offset: 3>>) -> ()
  %d = memref.dim %sv, %c0 : memref<1xf32, strided<[?], offset: 3>>
  return %d : index
}

func.func @f6(%m: memref<1x?x8xf32, strided<[2, 16, ?], offset: 3>>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[%c0, %c1, 1] [%c2, %j, %j] [2, 1, %c1] : memref<1x?x8xf32, strided<[2, 16, ?], offset: 3>> to memref<?x?x?xf32, strided<[4, 16, ?], offset: ?>>
  "test.use"(%sv) : (memref<?x?x?xf32, strided<[4, 16, ?], offset: ?>>) -> ()
  %d = memref.dim %sv, %c2 : memref<?x?x?xf32, strided<[4, 16, ?], offset: ?>>
  return %d : index
}

func.func @f7(%m: memref<4x?xf32>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cast = memref.cast %m : memref<4x?xf32> to memref<4x?xf32>
  %sv = memref.subview %cast[0, 0] [%j, 1] [2, %i] : memref<4x?xf32> to memref<?x1xf32, strided<[?, ?], offset: 0>>
  "test.use"(%sv) : (memref<?x1xf32, strided<[?, ?], offset: 0>>) -> ()
  %d = memref.dim %sv, %c0 : memref<?x1xf32, strided<[?, ?], offset: 0>>
  return %d : index
}

func.func @f8(%m: memref<8xf32>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cast = memref.cast %m : memref<8xf32> to memref<8xf32>
  %sv = memref.subview %cast[0] [2] [2] : memref<8xf32> to memref<2xf32, strided<[2], offset: 0>>
  "test.use"(%sv) : (memref<2xf32, strided<[2], offset: 0>>) -> ()
  %d = memref.dim %sv, %c0 : memref<2xf32, strided<[2], offset: 0>>
  return %d : index
}

func.func @f9(%m: memref<8x8xf32, strided<[1, ?], offset: ?>>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[%i, %i] [1, %j] [%c1, 1] : memref<8x8xf32, strided<[1, ?], offset: ?>> to memref<1x?xf32, strided<[?, ?], offset: ?>>
  "test.use"(%sv) : (memref<1x?xf32, strided<[?, ?], offset: ?>>) -> ()
  %d = memref.dim %sv, %c0 : memref<1x?xf32, strided<[?, ?], offset: ?>>
  return %d : index
}

func.func @f11(%m: memref<?x?xf32>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[1, %i] [%j, 2] [%i, 1] : memref<?x?xf32> to memref<?x2xf32, strided<[?, 1], offset: ?>>
  "test.use"(%sv) : (memref<?x2xf32, strided<[?, 1], offset: ?>>) -> ()
  %d = memref.dim %sv, %c0 : memref<?x2xf32, strided<[?, 1], offset: ?>>
  return %d : index
}

func.func @f12(%m: memref<8x8xf32, strided<[1, ?], offset: 3>>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[%c1, %i] [8, 1] [2, 2] : memref<8x8xf32, strided<[1, ?], offset: 3>> to memref<8x1xf32, strided<[2, ?], offset: ?>>
  "test.use"(%sv) : (memref<8x1xf32, strided<[2, ?], offset: ?>>) -> ()
  %d = memref.dim %sv, %c1 : memref<8x1xf32, strided<[2, ?], offset: ?>>
  return %d : index
}

func.func @f14(%m: memref<4xf32, strided<[?], offset: 3>>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[%c1] [%c1] [%i] : memref<4xf32, strided<[?], offset: 3>> to memref<?xf32, strided<[?], offset: ?>>
  "test.use"(%sv) : (memref<?xf32, strided<[?], offset: ?>>) -> ()
  %d = memref.dim %sv, %c0 : memref<?xf32, strided<[?], offset: ?>>
  return %d : index
}

func.func @f16(%m: memref<?x?xf32, strided<[2, 16], offset: 0>>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[%c0, 0] [2, %c1] [2, %c1] : memref<?x?xf32, strided<[2, 16], offset: 0>> to memref<2x?xf32, strided<[4, ?], offset: ?>>
  "test.use"(%sv) : (memref<2x?xf32, strided<[4, ?], offset: ?>>) -> ()
  %d = memref.dim %sv, %c0 : memref<2x?xf32, strided<[4, ?], offset: ?>>
  return %d : index
}

func.func @f17(%m: memref<?x8x8xf32, strided<[?, 1, 1], offset: 0>>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[%c1, %c1, 1] [%c1, 2, 2] [%c1, 1, 2] : memref<?x8x8xf32, strided<[?, 1, 1], offset: 0>> to memref<?x2x2xf32, strided<[?, 1, 2], offset: ?>>
  "test.use"(%sv) : (memref<?x2x2xf32, strided<[?, 1, 2], offset: ?>>) -> ()
  %d = memref.dim %sv, %c2 : memref<?x2x2xf32, strided<[?, 1, 2], offset: ?>>
  return %d : index
}

func.func @f19(%m: memref<1x1x4xf32>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[%c0, %i, %c0] [%j, %c1, %c2] [2, 1, %c1] : memref<1x1x4xf32> to memref<?x?x?xf32, strided<[8, 4, ?], offset: ?>>
  "test.use"(%sv) : (memref<?x?x?xf32, strided<[8, 4, ?], offset: ?>>) -> ()
  %d = memref.dim %sv, %c0 : memref<?x?x?xf32, strided<[8, 4, ?], offset: ?>>
  return %d : index
}

func.func @f21(%m: memref<?xf32>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[%c1] [2] [%i] : memref<?xf32> to memref<2xf32, strided<[?], offset: ?>>
  "test.use"(%sv) : (memref<2xf32, strided<[?], offset: ?>>) -> ()
  %d = memref.dim %sv, %c0 : memref<2xf32, strided<[?], offset: ?>>
  return %d : index
}

func.func @f22(%m: memref<4xf32, strided<[16], offset: 0>>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[%c0] [1] [2] : memref<4xf32, strided<[16], offset: 0>> to memref<f32, strided<[], offset: ?>>
  "test.use"(%sv) : (memref<f32, strided<[], offset: ?>>) -> ()
  return %i : index
}

func.func @f24(%m: memref<?x4x4xf32>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cast = memref.cast %m : memref<?x4x4xf32> to memref<?x?x4xf32>
  %sv = memref.subview %cast[1, %c1, 0] [%c1, %c2, %j] [1, 1, 2] : memref<?x?x4xf32> to memref<?x?x?xf32, strided<[?, 4, 2], offset: ?>>
  "test.use"(%sv) : (memref<?x?x?xf32, strided<[?, 4, 2], offset: ?>>) -> ()
  %d = memref.dim %sv, %c2 : memref<?x?x?xf32, strided<[?, 4, 2], offset: ?>>
  return %d : index
}

func.func @f25(%m: memref<1x4xf32>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[%c1, 0] [1, %c1] [%c1, %i] : memref<1x4xf32> to memref<1x?xf32, strided<[?, ?], offset: ?>>
  "test.use"(%sv) : (memref<1x?xf32, strided<[?, ?], offset: ?>>) -> ()
  %d = memref.dim %sv, %c0 : memref<1x?xf32, strided<[?, ?], offset: ?>>
  return %d : index
}

func.func @f26(%m: memref<4x4x?xf32>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cast = memref.cast %m : memref<4x4x?xf32> to memref<4x4x?xf32>
  %sv = memref.subview %cast[%i, %c1, 1] [%j, 2, 1] [2, %i, 2] : memref<4x4x?xf32> to memref<?x2xf32, strided<[?, ?], offset: ?>>
  "test.use"(%sv) : (memref<?x2xf32, strided<[?, ?], offset: ?>>) -> ()
  %d = memref.dim %sv, %c1 : memref<?x2xf32, strided<[?, ?], offset: ?>>
  return %d : index
}

func.func @f27(%m: memref<?x8x8xf32, strided<[1, ?, ?], offset: 3>>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[%c1, 1, %i] [2, %c2, 8] [2, 1, 1] : memref<?x8x8xf32, strided<[1, ?, ?], offset: 3>> to memref<2x?x8xf32, strided<[2, ?, ?], offset: ?>>
  "test.use"(%sv) : (memref<2x?x8xf32, strided<[2, ?, ?], offset: ?>>) -> ()
  %d = memref.dim %sv, %c1 : memref<2x?x8xf32, strided<[2, ?, ?], offset: ?>>
  return %d : index
}

func.func @f28(%m: memref<4xf32>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[1] [2] [%i] : memref<4xf32> to memref<2xf32, strided<[?], offset: 1>>
  "test.use"(%sv) : (memref<2xf32, strided<[?], offset: 1>>) -> ()
  %d = memref.dim %sv, %c0 : memref<2xf32, strided<[?], offset: 1>>
  return %d : index
}

func.func @f29(%m: memref<1x8x8xf32, strided<[?, 16, 16], offset: 0>>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[0, %c0, %c0] [%c2, 1, %j] [2, %i, %i] : memref<1x8x8xf32, strided<[?, 16, 16], offset: 0>> to memref<?x1x?xf32, strided<[?, ?, ?], offset: ?>>
  "test.use"(%sv) : (memref<?x1x?xf32, strided<[?, ?, ?], offset: ?>>) -> ()
  %d = memref.dim %sv, %c0 : memref<?x1x?xf32, strided<[?, ?, ?], offset: ?>>
  return %d : index
}

func.func @f30(%m: memref<8x1x4xf32>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cast = memref.cast %m : memref<8x1x4xf32> to memref<?x?x?xf32>
  %sv = memref.subview %cast[0, 0, %i] [%j, 1, %j] [2, 2, %i] : memref<?x?x?xf32> to memref<?x1x?xf32, strided<[?, ?, ?], offset: ?>>
  "test.use"(%sv) : (memref<?x1x?xf32, strided<[?, ?, ?], offset: ?>>) -> ()
  %d = memref.dim %sv, %c2 : memref<?x1x?xf32, strided<[?, ?, ?], offset: ?>>
  return %d : index
}

func.func @f31(%m: memref<?xf32, strided<[16], offset: 0>>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[1] [1] [2] : memref<?xf32, strided<[16], offset: 0>> to memref<1xf32, strided<[32], offset: 16>>
  "test.use"(%sv) : (memref<1xf32, strided<[32], offset: 16>>) -> ()
  %d = memref.dim %sv, %c0 : memref<1xf32, strided<[32], offset: 16>>
  return %d : index
}

func.func @f32(%m: memref<4xf32, strided<[2], offset: 3>>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[0] [1] [%c1] : memref<4xf32, strided<[2], offset: 3>> to memref<1xf32, strided<[?], offset: 3>>
  "test.use"(%sv) : (memref<1xf32, strided<[?], offset: 3>>) -> ()
  %d = memref.dim %sv, %c0 : memref<1xf32, strided<[?], offset: 3>>
  return %d : index
}

func.func @f33(%m: memref<4x4x8xf32>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[%i, %i, %i] [%j, %j, %c2] [2, %c1, %i] : memref<4x4x8xf32> to memref<?x?x?xf32, strided<[64, ?, ?], offset: ?>>
  "test.use"(%sv) : (memref<?x?x?xf32, strided<[64, ?, ?], offset: ?>>) -> ()
  %d = memref.dim %sv, %c2 : memref<?x?x?xf32, strided<[64, ?, ?], offset: ?>>
  return %d : index
}

func.func @f34(%m: memref<8x1x4xf32>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[%c0, %c0, %i] [1, %c1, %j] [%i, 1, 2] : memref<8x1x4xf32> to memref<?x?xf32, strided<[4, 2], offset: ?>>
  "test.use"(%sv) : (memref<?x?xf32, strided<[4, 2], offset: ?>>) -> ()
  %d = memref.dim %sv, %c0 : memref<?x?xf32, strided<[4, 2], offset: ?>>
  return %d : index
}

func.func @f35(%m: memref<8x4x8xf32>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cast = memref.cast %m : memref<8x4x8xf32> to memref<8x4x8xf32>
  %sv = memref.subview %cast[%c0, %i, 0] [8, 1, %j] [%c1, %c1, 1] : memref<8x4x8xf32> to memref<8x?xf32, strided<[?, 1], offset: ?>>
  "test.use"(%sv) : (memref<8x?xf32, strided<[?, 1], offset: ?>>) -> ()
  %d = memref.dim %sv, %c0 : memref<8x?xf32, strided<[?, 1], offset: ?>>
  return %d : index
}

func.func @f37(%m: memref<1x1x8xf32>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[%c1, %c1, %c1] [%j, 1, 2] [%c1, %i, 1] : memref<1x1x8xf32> to memref<?x2xf32, strided<[?, 1], offset: ?>>
  "test.use"(%sv) : (memref<?x2xf32, strided<[?, 1], offset: ?>>) -> ()
  %d = memref.dim %sv, %c1 : memref<?x2xf32, strided<[?, 1], offset: ?>>
  return %d : index
}

func.func @f38(%m: memref<?x?x1xf32, strided<[16, ?, 1], offset: ?>>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[%i, %c0, %c1] [%c1, %c1, %j] [%c1, %c1, %i] : memref<?x?x1xf32, strided<[16, ?, 1], offset: ?>> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  "test.use"(%sv) : (memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>) -> ()
  %d = memref.dim %sv, %c2 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  return %d : index
}

func.func @f39(%m: memref<8xf32>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cast = memref.cast %m : memref<8xf32> to memref<?xf32>
  %sv = memref.subview %cast[%i] [1] [%c1] : memref<?xf32> to memref<1xf32, strided<[?], offset: ?>>
  "test.use"(%sv) : (memref<1xf32, strided<[?], offset: ?>>) -> ()
  %d = memref.dim %sv, %c0 : memref<1xf32, strided<[?], offset: ?>>
  return %d : index
}

func.func @f41(%m: memref<8x4xf32>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[%c1, %i] [%j, %c1] [%c1, %i] : memref<8x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  "test.use"(%sv) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  %d = memref.dim %sv, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %d : index
}

func.func @f43(%m: memref<8xf32>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cast = memref.cast %m : memref<8xf32> to memref<?xf32>
  %sv = memref.subview %cast[0] [%c2] [%i] : memref<?xf32> to memref<?xf32, strided<[?], offset: 0>>
  "test.use"(%sv) : (memref<?xf32, strided<[?], offset: 0>>) -> ()
  %d = memref.dim %sv, %c0 : memref<?xf32, strided<[?], offset: 0>>
  return %d : index
}

func.func @f45(%m: memref<?x?xf32, strided<[?, ?], offset: 0>>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[0, 0] [1, %c1] [%c1, 1] : memref<?x?xf32, strided<[?, ?], offset: 0>> to memref<1x?xf32, strided<[?, ?], offset: 0>>
  "test.use"(%sv) : (memref<1x?xf32, strided<[?, ?], offset: 0>>) -> ()
  %d = memref.dim %sv, %c0 : memref<1x?xf32, strided<[?, ?], offset: 0>>
  return %d : index
}

func.func @f46(%m: memref<?xf32, strided<[2], offset: ?>>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[%i] [%j] [1] : memref<?xf32, strided<[2], offset: ?>> to memref<?xf32, strided<[2], offset: ?>>
  "test.use"(%sv) : (memref<?xf32, strided<[2], offset: ?>>) -> ()
  %d = memref.dim %sv, %c0 : memref<?xf32, strided<[2], offset: ?>>
  return %d : index
}

func.func @f47(%m: memref<1x?xf32>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[%c0, %c1] [%j, %j] [%i, 1] : memref<1x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  "test.use"(%sv) : (memref<?x?xf32, strided<[?, 1], offset: ?>>) -> ()
  %d = memref.dim %sv, %c0 : memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %d : index
}

func.func @f48(%m: memref<8x4x8xf32>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[%c1, 0, 1] [2, %c2, %j] [2, 2, 2] : memref<8x4x8xf32> to memref<2x?x?xf32, strided<[64, 16, 2], offset: ?>>
  "test.use"(%sv) : (memref<2x?x?xf32, strided<[64, 16, 2], offset: ?>>) -> ()
  %d = memref.dim %sv, %c0 : memref<2x?x?xf32, strided<[64, 16, 2], offset: ?>>
  return %d : index
}

func.func @f49(%m: memref<8xf32>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cast = memref.cast %m : memref<8xf32> to memref<8xf32>
  %sv = memref.subview %cast[%i] [1] [1] : memref<8xf32> to memref<1xf32, strided<[1], offset: ?>>
  "test.use"(%sv) : (memref<1xf32, strided<[1], offset: ?>>) -> ()
  %d = memref.dim %sv, %c0 : memref<1xf32, strided<[1], offset: ?>>
  return %d : index
}

func.func @f51(%m: memref<4xf32, strided<[2], offset: ?>>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[%c1] [%j] [%i] : memref<4xf32, strided<[2], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  "test.use"(%sv) : (memref<?xf32, strided<[?], offset: ?>>) -> ()
  %d = memref.dim %sv, %c0 : memref<?xf32, strided<[?], offset: ?>>
  return %d : index
}
