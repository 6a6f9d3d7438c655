
func.func @g(%a: index, %b: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %b, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x = arith.addi %a, %c0 : index
    %y = arith.addi %a, %c0 : index
    %v = memref.load %b[%x] : memref<?xf32>
    memref.store %v, %b[%y] : memref<?xf32>
  }
  return
}
