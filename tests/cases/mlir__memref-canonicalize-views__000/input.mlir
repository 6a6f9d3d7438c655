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

