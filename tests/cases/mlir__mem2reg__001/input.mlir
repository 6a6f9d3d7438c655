
func.func @switch(%x: i32, %f: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  cf.switch %x : i32, [
    default: ^bb1,
    42: ^bb2,
    43: ^bb3
  ]
^bb1:
  memref.store %x, %a[] : memref<i32>
  cf.br ^bb4
^bb2:
  memref.store %f, %a[] : memref<i32>
  cf.br ^bb4
^bb3:
  cf.br ^bb4
^bb4:
  %l = memref.load %a[] : memref<i32>
  return %l : i32
}

