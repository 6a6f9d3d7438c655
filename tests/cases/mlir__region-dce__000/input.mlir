// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file -canonicalize

// A block argument nothing uses: dropped with the operands feeding it.
func.func @dead_arg(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.a"() : () -> ()
  cf.br ^bb3(%a : i32)
^bb2:
  "foo.b"() : () -> ()
  cf.br ^bb3(%b : i32)
^bb3(%x: i32):
  "foo.c"() : () -> ()
  return
}

