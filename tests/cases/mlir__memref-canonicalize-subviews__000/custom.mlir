module {
  func.func @f0(%arg0: memref<?x1xf32, strided<[16, 16], offset: 3>>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %subview = memref.subview %arg0[%c0, %arg1] [%arg2, 2] [2, %c1] : memref<?x1xf32, strided<[16, 16], offset: 3>> to memref<?x2xf32, strided<[32, ?], offset: ?>>
    "test.use"(%subview) : (memref<?x2xf32, strided<[32, ?], offset: ?>>) -> ()
    %dim = memref.dim %subview, %c0 : memref<?x2xf32, strided<[32, ?], offset: ?>>
    return %dim : index
  }
  func.func @f1(%arg0: memref<1xf32, strided<[16], offset: 3>>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %subview = memref.subview %arg0[%c1] [2] [1] : memref<1xf32, strided<[16], offset: 3>> to memref<2xf32, strided<[16], offset: ?>>
    "test.use"(%subview) : (memref<2xf32, strided<[16], offset: ?>>) -> ()
    %dim = memref.dim %subview, %c0 : memref<2xf32, strided<[16], offset: ?>>
    return %dim : index
  }
  func.func @f2(%arg0: memref<1xf32, strided<[2], offset: ?>>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %subview = memref.subview %arg0[%c0] [%c1] [2] : memref<1xf32, strided<[2], offset: ?>> to memref<?xf32, strided<[4], offset: ?>>
    "test.use"(%subview) : (memref<?xf32, strided<[4], offset: ?>>) -> ()
    %dim = memref.dim %subview, %c0 : memref<?xf32, strided<[4], offset: ?>>
    return %dim : index
  }
  func.func @f3(%arg0: memref<4xf32>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %subview = memref.subview %arg0[%arg1] [1] [1] : memref<4xf32> to memref<1xf32, strided<[1], offset: ?>>
    "test.use"(%subview) : (memref<1xf32, strided<[1], offset: ?>>) -> ()
    %dim = memref.dim %subview, %c0 : memref<1xf32, strided<[1], offset: ?>>
    return %dim : index
  }
  func.func @f4(%arg0: memref<8xf32, strided<[16], offset: 3>>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %subview = memref.subview %arg0[0] [1] [%arg1] : memref<8xf32, strided<[16], offset: 3>> to memref<1xf32, strided<[?], offset: 3>>
    "test.use"(%subview) : (memref<1xf32, strided<[?], offset: 3>>) -> ()
    %dim = memref.dim %subview, %c0 : memref<1xf32, strided<[?], offset: 3>>
    return %dim : index
  }
  func.func @f6(%arg0: memref<1x?x8xf32, strided<[2, 16, ?], offset: 3>>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %subview = memref.subview %arg0[%c0, %c1, 1] [%c2, %arg2, %arg2] [2, 1, %c1] : memref<1x?x8xf32, strided<[2, 16, ?], offset: 3>> to memref<?x?x?xf32, strided<[4, 16, ?], offset: ?>>
    "test.use"(%subview) : (memref<?x?x?xf32, strided<[4, 16, ?], offset: ?>>) -> ()
    %dim = memref.dim %subview, %c2 : memref<?x?x?xf32, strided<[4, 16, ?], offset: ?>>
    return %dim : index
  }
  func.func @f7(%arg0: memref<4x?xf32>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %cast = memref.cast %arg0 : memref<4x?xf32> to memref<4x?xf32>
    %subview = memref.subview %cast[0, 0] [%arg2, 1] [2, %arg1] : memref<4x?xf32> to memref<?x1xf32, strided<[?, ?]>>
    "test.use"(%subview) : (memref<?x1xf32, strided<[?, ?]>>) -> ()
    %dim = memref.dim %subview, %c0 : memref<?x1xf32, strided<[?, ?]>>
    return %dim : index
  }
  func.func @f8(%arg0: memref<8xf32>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %cast = memref.cast %arg0 : memref<8xf32> to memref<8xf32>
    %subview = memref.subview %cast[0] [2] [2] : memref<8xf32> to memref<2xf32, strided<[2]>>
    "test.use"(%subview) : (memref<2xf32, strided<[2]>>) -> ()
    %dim = memref.dim %subview, %c0 : memref<2xf32, strided<[2]>>
    return %dim : index
  }
  func.func @f9(%arg0: memref<8x8xf32, strided<[1, ?], offset: ?>>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %subview = memref.subview %arg0[%arg1, %arg1] [1, %arg2] [%c1, 1] : memref<8x8xf32, strided<[1, ?], offset: ?>> to memref<1x?xf32, strided<[?, ?], offset: ?>>
    "test.use"(%subview) : (memref<1x?xf32, strided<[?, ?], offset: ?>>) -> ()
    %dim = memref.dim %subview, %c0 : memref<1x?xf32, strided<[?, ?], offset: ?>>
    return %dim : index
  }
  func.func @f11(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %subview = memref.subview %arg0[1, %arg1] [%arg2, 2] [%arg1, 1] : memref<?x?xf32> to memref<?x2xf32, strided<[?, 1], offset: ?>>
    "test.use"(%subview) : (memref<?x2xf32, strided<[?, 1], offset: ?>>) -> ()
    %dim = memref.dim %subview, %c0 : memref<?x2xf32, strided<[?, 1], offset: ?>>
    return %dim : index
  }
  func.func @f12(%arg0: memref<8x8xf32, strided<[1, ?], offset: 3>>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %subview = memref.subview %arg0[%c1, %arg1] [8, 1] [2, 2] : memref<8x8xf32, strided<[1, ?], offset: 3>> to memref<8x1xf32, strided<[2, ?], offset: ?>>
    "test.use"(%subview) : (memref<8x1xf32, strided<[2, ?], offset: ?>>) -> ()
    %dim = memref.dim %subview, %c1 : memref<8x1xf32, strided<[2, ?], offset: ?>>
    return %dim : index
  }
  func.func @f14(%arg0: memref<4xf32, strided<[?], offset: 3>>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %subview = memref.subview %arg0[%c1] [%c1] [%arg1] : memref<4xf32, strided<[?], offset: 3>> to memref<?xf32, strided<[?], offset: ?>>
    "test.use"(%subview) : (memref<?xf32, strided<[?], offset: ?>>) -> ()
    %dim = memref.dim %subview, %c0 : memref<?xf32, strided<[?], offset: ?>>
    return %dim : index
  }
  func.func @f16(%arg0: memref<?x?xf32, strided<[2, 16]>>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %subview = memref.subview %arg0[%c0, 0] [2, %c1] [2, %c1] : memref<?x?xf32, strided<[2, 16]>> to memref<2x?xf32, strided<[4, ?], offset: ?>>
    "test.use"(%subview) : (memref<2x?xf32, strided<[4, ?], offset: ?>>) -> ()
    %dim = memref.dim %subview, %c0 : memref<2x?xf32, strided<[4, ?], offset: ?>>
    return %dim : index
  }
  func.func @f17(%arg0: memref<?x8x8xf32, strided<[?, 1, 1]>>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %subview = memref.subview %arg0[%c1, %c1, 1] [%c1, 2, 2] [%c1, 1, 2] : memref<?x8x8xf32, strided<[?, 1, 1]>> to memref<?x2x2xf32, strided<[?, 1, 2], offset: ?>>
    "test.use"(%subview) : (memref<?x2x2xf32, strided<[?, 1, 2], offset: ?>>) -> ()
    %dim = memref.dim %subview, %c2 : memref<?x2x2xf32, strided<[?, 1, 2], offset: ?>>
    return %dim : index
  }
  func.func @f19(%arg0: memref<1x1x4xf32>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %subview = memref.subview %arg0[%c0, %arg1, %c0] [%arg2, %c1, %c2] [2, 1, %c1] : memref<1x1x4xf32> to memref<?x?x?xf32, strided<[8, 4, ?], offset: ?>>
    "test.use"(%subview) : (memref<?x?x?xf32, strided<[8, 4, ?], offset: ?>>) -> ()
    %dim = memref.dim %subview, %c0 : memref<?x?x?xf32, strided<[8, 4, ?], offset: ?>>
    return %dim : index
  }
  func.func @f21(%arg0: memref<?xf32>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %subview = memref.subview %arg0[%c1] [2] [%arg1] : memref<?xf32> to memref<2xf32, strided<[?], offset: ?>>
    "test.use"(%subview) : (memref<2xf32, strided<[?], offset: ?>>) -> ()
    %dim = memref.dim %subview, %c0 : memref<2xf32, strided<[?], offset: ?>>
    return %dim : index
  }
  func.func @f22(%arg0: memref<4xf32, strided<[16]>>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %subview = memref.subview %arg0[%c0] [1] [2] : memref<4xf32, strided<[16]>> to memref<f32, strided<[], offset: ?>>
    "test.use"(%subview) : (memref<f32, strided<[], offset: ?>>) -> ()
    return %arg1 : index
  }
  func.func @f24(%arg0: memref<?x4x4xf32>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %cast = memref.cast %arg0 : memref<?x4x4xf32> to memref<?x?x4xf32>
    %subview = memref.subview %cast[1, %c1, 0] [%c1, %c2, %arg2] [1, 1, 2] : memref<?x?x4xf32> to memref<?x?x?xf32, strided<[?, 4, 2], offset: ?>>
    "test.use"(%subview) : (memref<?x?x?xf32, strided<[?, 4, 2], offset: ?>>) -> ()
    %dim = memref.dim %subview, %c2 : memref<?x?x?xf32, strided<[?, 4, 2], offset: ?>>
    return %dim : index
  }
  func.func @f25(%arg0: memref<1x4xf32>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %subview = memref.subview %arg0[%c1, 0] [1, %c1] [%c1, %arg1] : memref<1x4xf32> to memref<1x?xf32, strided<[?, ?], offset: ?>>
    "test.use"(%subview) : (memref<1x?xf32, strided<[?, ?], offset: ?>>) -> ()
    %dim = memref.dim %subview, %c0 : memref<1x?xf32, strided<[?, ?], offset: ?>>
    return %dim : index
  }
  func.func @f26(%arg0: memref<4x4x?xf32>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %cast = memref.cast %arg0 : memref<4x4x?xf32> to memref<4x4x?xf32>
    %subview = memref.subview %cast[%arg1, %c1, 1] [%arg2, 2, 1] [2, %arg1, 2] : memref<4x4x?xf32> to memref<?x2xf32, strided<[?, ?], offset: ?>>
    "test.use"(%subview) : (memref<?x2xf32, strided<[?, ?], offset: ?>>) -> ()
    %dim = memref.dim %subview, %c1 : memref<?x2xf32, strided<[?, ?], offset: ?>>
    return %dim : index
  }
  func.func @f27(%arg0: memref<?x8x8xf32, strided<[1, ?, ?], offset: 3>>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %subview = memref.subview %arg0[%c1, 1, %arg1] [2, %c2, 8] [2, 1, 1] : memref<?x8x8xf32, strided<[1, ?, ?], offset: 3>> to memref<2x?x8xf32, strided<[2, ?, ?], offset: ?>>
    "test.use"(%subview) : (memref<2x?x8xf32, strided<[2, ?, ?], offset: ?>>) -> ()
    %dim = memref.dim %subview, %c1 : memref<2x?x8xf32, strided<[2, ?, ?], offset: ?>>
    return %dim : index
  }
  func.func @f28(%arg0: memref<4xf32>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %subview = memref.subview %arg0[1] [2] [%arg1] : memref<4xf32> to memref<2xf32, strided<[?], offset: 1>>
    "test.use"(%subview) : (memref<2xf32, strided<[?], offset: 1>>) -> ()
    %dim = memref.dim %subview, %c0 : memref<2xf32, strided<[?], offset: 1>>
    return %dim : index
  }
  func.func @f29(%arg0: memref<1x8x8xf32, strided<[?, 16, 16]>>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %subview = memref.subview %arg0[0, %c0, %c0] [%c2, 1, %arg2] [2, %arg1, %arg1] : memref<1x8x8xf32, strided<[?, 16, 16]>> to memref<?x1x?xf32, strided<[?, ?, ?], offset: ?>>
    "test.use"(%subview) : (memref<?x1x?xf32, strided<[?, ?, ?], offset: ?>>) -> ()
    %dim = memref.dim %subview, %c0 : memref<?x1x?xf32, strided<[?, ?, ?], offset: ?>>
    return %dim : index
  }
  func.func @f30(%arg0: memref<8x1x4xf32>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %cast = memref.cast %arg0 : memref<8x1x4xf32> to memref<?x?x?xf32>
    %subview = memref.subview %cast[0, 0, %arg1] [%arg2, 1, %arg2] [2, 2, %arg1] : memref<?x?x?xf32> to memref<?x1x?xf32, strided<[?, ?, ?], offset: ?>>
    "test.use"(%subview) : (memref<?x1x?xf32, strided<[?, ?, ?], offset: ?>>) -> ()
    %dim = memref.dim %subview, %c2 : memref<?x1x?xf32, strided<[?, ?, ?], offset: ?>>
    return %dim : index
  }
  func.func @f31(%arg0: memref<?xf32, strided<[16]>>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %subview = memref.subview %arg0[1] [1] [2] : memref<?xf32, strided<[16]>> to memref<1xf32, strided<[32], offset: 16>>
    "test.use"(%subview) : (memref<1xf32, strided<[32], offset: 16>>) -> ()
    %dim = memref.dim %subview, %c0 : memref<1xf32, strided<[32], offset: 16>>
    return %dim : index
  }
  func.func @f32(%arg0: memref<4xf32, strided<[2], offset: 3>>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %subview = memref.subview %arg0[0] [1] [%c1] : memref<4xf32, strided<[2], offset: 3>> to memref<1xf32, strided<[?], offset: 3>>
    "test.use"(%subview) : (memref<1xf32, strided<[?], offset: 3>>) -> ()
    %dim = memref.dim %subview, %c0 : memref<1xf32, strided<[?], offset: 3>>
    return %dim : index
  }
  func.func @f33(%arg0: memref<4x4x8xf32>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %subview = memref.subview %arg0[%arg1, %arg1, %arg1] [%arg2, %arg2, %c2] [2, %c1, %arg1] : memref<4x4x8xf32> to memref<?x?x?xf32, strided<[64, ?, ?], offset: ?>>
    "test.use"(%subview) : (memref<?x?x?xf32, strided<[64, ?, ?], offset: ?>>) -> ()
    %dim = memref.dim %subview, %c2 : memref<?x?x?xf32, strided<[64, ?, ?], offset: ?>>
    return %dim : index
  }
  func.func @f34(%arg0: memref<8x1x4xf32>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %subview = memref.subview %arg0[%c0, %c0, %arg1] [1, %c1, %arg2] [%arg1, 1, 2] : memref<8x1x4xf32> to memref<?x?xf32, strided<[4, 2], offset: ?>>
    "test.use"(%subview) : (memref<?x?xf32, strided<[4, 2], offset: ?>>) -> ()
    %dim = memref.dim %subview, %c0 : memref<?x?xf32, strided<[4, 2], offset: ?>>
    return %dim : index
  }
  func.func @f35(%arg0: memref<8x4x8xf32>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %cast = memref.cast %arg0 : memref<8x4x8xf32> to memref<8x4x8xf32>
    %subview = memref.subview %cast[%c0, %arg1, 0] [8, 1, %arg2] [%c1, %c1, 1] : memref<8x4x8xf32> to memref<8x?xf32, strided<[?, 1], offset: ?>>
    "test.use"(%subview) : (memref<8x?xf32, strided<[?, 1], offset: ?>>) -> ()
    %dim = memref.dim %subview, %c0 : memref<8x?xf32, strided<[?, 1], offset: ?>>
    return %dim : index
  }
  func.func @f37(%arg0: memref<1x1x8xf32>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %subview = memref.subview %arg0[%c1, %c1, %c1] [%arg2, 1, 2] [%c1, %arg1, 1] : memref<1x1x8xf32> to memref<?x2xf32, strided<[?, 1], offset: ?>>
    "test.use"(%subview) : (memref<?x2xf32, strided<[?, 1], offset: ?>>) -> ()
    %dim = memref.dim %subview, %c1 : memref<?x2xf32, strided<[?, 1], offset: ?>>
    return %dim : index
  }
  func.func @f38(%arg0: memref<?x?x1xf32, strided<[16, ?, 1], offset: ?>>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %subview = memref.subview %arg0[%arg1, %c0, %c1] [%c1, %c1, %arg2] [%c1, %c1, %arg1] : memref<?x?x1xf32, strided<[16, ?, 1], offset: ?>> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    "test.use"(%subview) : (memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>) -> ()
    %dim = memref.dim %subview, %c2 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    return %dim : index
  }
  func.func @f39(%arg0: memref<8xf32>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %cast = memref.cast %arg0 : memref<8xf32> to memref<?xf32>
    %subview = memref.subview %cast[%arg1] [1] [%c1] : memref<?xf32> to memref<1xf32, strided<[?], offset: ?>>
    "test.use"(%subview) : (memref<1xf32, strided<[?], offset: ?>>) -> ()
    %dim = memref.dim %subview, %c0 : memref<1xf32, strided<[?], offset: ?>>
    return %dim : index
  }
  func.func @f41(%arg0: memref<8x4xf32>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %subview = memref.subview %arg0[%c1, %arg1] [%arg2, %c1] [%c1, %arg1] : memref<8x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    "test.use"(%subview) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    %dim = memref.dim %subview, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    return %dim : index
  }
  func.func @f43(%arg0: memref<8xf32>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %cast = memref.cast %arg0 : memref<8xf32> to memref<?xf32>
    %subview = memref.subview %cast[0] [%c2] [%arg1] : memref<?xf32> to memref<?xf32, strided<[?]>>
    "test.use"(%subview) : (memref<?xf32, strided<[?]>>) -> ()
    %dim = memref.dim %subview, %c0 : memref<?xf32, strided<[?]>>
    return %dim : index
  }
  func.func @f45(%arg0: memref<?x?xf32, strided<[?, ?]>>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %subview = memref.subview %arg0[0, 0] [1, %c1] [%c1, 1] : memref<?x?xf32, strided<[?, ?]>> to memref<1x?xf32, strided<[?, ?]>>
    "test.use"(%subview) : (memref<1x?xf32, strided<[?, ?]>>) -> ()
    %dim = memref.dim %subview, %c0 : memref<1x?xf32, strided<[?, ?]>>
    return %dim : index
  }
  func.func @f46(%arg0: memref<?xf32, strided<[2], offset: ?>>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %subview = memref.subview %arg0[%arg1] [%arg2] [1] : memref<?xf32, strided<[2], offset: ?>> to memref<?xf32, strided<[2], offset: ?>>
    "test.use"(%subview) : (memref<?xf32, strided<[2], offset: ?>>) -> ()
    %dim = memref.dim %subview, %c0 : memref<?xf32, strided<[2], offset: ?>>
    return %dim : index
  }
  func.func @f47(%arg0: memref<1x?xf32>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %subview = memref.subview %arg0[%c0, %c1] [%arg2, %arg2] [%arg1, 1] : memref<1x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
    "test.use"(%subview) : (memref<?x?xf32, strided<[?, 1], offset: ?>>) -> ()
    %dim = memref.dim %subview, %c0 : memref<?x?xf32, strided<[?, 1], offset: ?>>
    return %dim : index
  }
  func.func @f48(%arg0: memref<8x4x8xf32>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %subview = memref.subview %arg0[%c1, 0, 1] [2, %c2, %arg2] [2, 2, 2] : memref<8x4x8xf32> to memref<2x?x?xf32, strided<[64, 16, 2], offset: ?>>
    "test.use"(%subview) : (memref<2x?x?xf32, strided<[64, 16, 2], offset: ?>>) -> ()
    %dim = memref.dim %subview, %c0 : memref<2x?x?xf32, strided<[64, 16, 2], offset: ?>>
    return %dim : index
  }
  func.func @f49(%arg0: memref<8xf32>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %cast = memref.cast %arg0 : memref<8xf32> to memref<8xf32>
    %subview = memref.subview %cast[%arg1] [1] [1] : memref<8xf32> to memref<1xf32, strided<[1], offset: ?>>
    "test.use"(%subview) : (memref<1xf32, strided<[1], offset: ?>>) -> ()
    %dim = memref.dim %subview, %c0 : memref<1xf32, strided<[1], offset: ?>>
    return %dim : index
  }
  func.func @f51(%arg0: memref<4xf32, strided<[2], offset: ?>>, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %subview = memref.subview %arg0[%c1] [%arg2] [%arg1] : memref<4xf32, strided<[2], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
    "test.use"(%subview) : (memref<?xf32, strided<[?], offset: ?>>) -> ()
    %dim = memref.dim %subview, %c0 : memref<?xf32, strided<[?], offset: ?>>
    return %dim : index
  }
}

