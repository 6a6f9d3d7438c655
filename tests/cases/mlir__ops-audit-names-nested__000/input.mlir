module {
  %top = "foo.top"() : () -> i32
  %c0 = arith.constant 0 : index
  module @inner {
    func.func @f() -> index {
      %c0i = arith.constant 0 : index
      %x = "foo.op"() : () -> index
      %c0b = arith.constant 0 : index
      return %c0i : index
    }
  }
  "foo.iso"() ({
    %c0c = arith.constant 0 : index
    %alloc = memref.alloc() : memref<2xf32>
    "foo.term"() : () -> ()
  }) : () -> ()
  %alloc = memref.alloc() : memref<2xf32>
  %r:3 = "foo.multi"() : () -> (i32, i32, i32)
  %s, %o = arith.addui_extended %top, %top : i32, i1
  func.func @g(%a: i32) -> i32 {
    %r1 = scf.execute_region -> i32 {
      %k = arith.constant 1 : i32
      cf.br ^bb1(%k : i32)
    ^bb1(%z: i32):
      %kk = arith.constant 1 : i32
      scf.yield %z : i32
    }
    %l, %h = arith.mulsi_extended %r1, %r1 : i32
    return %l : i32
  }
}
