// RUN: mlir-opt %s -mem2reg -split-input-file
func.func @inner(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    %a = memref.alloca() : memref<i32>
    %c1 = arith.constant 1 : i32
    cf.cond_br %c, ^x, ^y
  ^x:
    memref.store %c1, %a[] : memref<i32>
    cf.br ^y
  ^y:
    %l = memref.load %a[] : memref<i32>
    scf.yield %l : i32
  }
  return %r : i32
}

