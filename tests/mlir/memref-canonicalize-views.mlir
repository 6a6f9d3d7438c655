// RUN: mlir-opt %s -canonicalize --split-input-file -allow-unregistered-dialect
func.func @views(%n: index) -> (memref<?x?xf32>, memref<16xf32>, memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %b = memref.alloc() : memref<2048xi8>
  %v = memref.view %b[%c0][%c4, %n] : memref<2048xi8> to memref<?x?xf32>
  %w = memref.view %b[%n][] : memref<2048xi8> to memref<16xf32>
  %s = memref.alloc() : memref<2048xi8>
  %c = memref.cast %s : memref<2048xi8> to memref<?xi8>
  %x = memref.view %c[%n][%n] : memref<?xi8> to memref<?xf32>
  %y = memref.view %b[%c0][] : memref<2048xi8> to memref<2048xi8>
  "test.use"(%y) : (memref<2048xi8>) -> ()
  return %v, %w, %x : memref<?x?xf32>, memref<16xf32>, memref<?xf32>
}

// -----

func.func @transposes(%a: memref<2x3x4xf32>) -> (memref<4x2x3xf32, strided<[1, 12, 4]>>, memref<2x3x4xf32>) {
  %0 = memref.transpose %a (i, j, k) -> (k, i, j) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  %1 = memref.transpose %0 (i, j, k) -> (j, k, i) : memref<4x2x3xf32, strided<[1, 12, 4]>> to memref<2x3x4xf32, strided<[12, 4, 1]>>
  %2 = memref.transpose %a (i, j, k) -> (i, j, k) : memref<2x3x4xf32> to memref<2x3x4xf32>
  "test.use"(%1) : (memref<2x3x4xf32, strided<[12, 4, 1]>>) -> ()
  return %0, %2 : memref<4x2x3xf32, strided<[1, 12, 4]>>, memref<2x3x4xf32>
}

// -----

func.func @align(%a: memref<4xf32>) -> memref<4xf32> {
  %0 = memref.assume_alignment %a, 16 : memref<4xf32>
  %1 = memref.assume_alignment %0, 16 : memref<4xf32>
  %2 = memref.assume_alignment %1, 32 : memref<4xf32>
  return %2 : memref<4xf32>
}
