
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

