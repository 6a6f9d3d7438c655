// RUN: mlir-opt %s --composite-fixed-point-pass='name=TestCompositePass pipeline=any(canonicalize,cse)' -split-input-file

func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.addi %a, %c0 : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
// -----
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
