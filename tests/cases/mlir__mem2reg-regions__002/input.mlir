
func.func @loop_dead(%n: i1) -> i32 {
  %a = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<i32>
  %c0 = arith.constant 0 : i32
  memref.store %c0, %b[] : memref<i32>
  cf.br ^h
^h:
  %v = memref.load %a[] : memref<i32>
  %w = memref.load %b[] : memref<i32>
  memref.store %w, %a[] : memref<i32>
  memref.store %v, %b[] : memref<i32>
  cf.cond_br %n, ^h, ^e
^e:
  %r = memref.load %a[] : memref<i32>
  return %r : i32
}

