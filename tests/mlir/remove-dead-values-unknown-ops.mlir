// RUN: mlir-opt -allow-unregistered-dialect -split-input-file -remove-dead-values %s

// remove-dead-values next to unregistered ops: their operands are live, their regions executable, and an op that may be a symbol table hides symbol uses.

// unregistered op with region and block args
func.func @unreg_region(%v: i32) -> i32 {
  %d = arith.addi %v, %v : i32
  %r = "foo.op"(%v) ({
  ^bb0(%a: i32):
    %x = arith.muli %a, %a : i32
    %y = arith.addi %a, %a : i32
    "foo.yield"(%x) : (i32) -> ()
  }) : (i32) -> i32
  return %r : i32
}

// -----

// unregistered op result dead, unregistered op has no effects info
func.func @unreg_dead(%v: i32) {
  %r = "foo.pure"(%v) : (i32) -> i32
  return
}

// -----

// unregistered terminator with successors
func.func @unreg_term(%v: i32) -> i32 {
  %d = arith.addi %v, %v : i32
  "foo.br"(%d)[^bb1] : (i32) -> ()
^bb1:
  return %v : i32
}

// -----

// unregistered terminator with successor operands
func.func @unreg_term2(%v: i32) -> i32 {
  "foo.br"(%v)[^bb1] : (i32) -> ()
^bb1(%a: i32):
  %b = arith.addi %a, %a : i32
  return %v : i32
}

// -----

// graph region in unregistered op
func.func @graph(%v: i32) {
  "foo.graph"() ({
    %a = "foo.a"(%b) : (i32) -> i32
    %b = "foo.b"(%a) : (i32) -> i32
    %c = arith.addi %v, %v : i32
  }) : () -> ()
  return
}

// -----

// unregistered op at module level with a region (potentially unknown symbol table)
"foo.table"() ({
  func.func private @f(%a: i32) -> i32 {
    return %a : i32
  }
}) : () -> ()
func.func @g(%v: i32) -> i32 {
  %d = arith.addi %v, %v : i32
  return %v : i32
}

// -----

// unregistered op without regions referencing a symbol
func.func private @f(%a: i32, %b: i32) -> i32 {
  return %a : i32
}
func.func @h(%v: i32) -> i32 {
  "foo.ref"() {f = @f} : () -> ()
  %r = func.call @f(%v, %v) : (i32, i32) -> i32
  return %r : i32
}

// -----

// unregistered op with two regions as parent of scf
func.func @two_regions(%c: i1, %v: i32) {
  "foo.two"() ({
    %r = scf.if %c -> (i32) {
      scf.yield %v : i32
    } else {
      scf.yield %v : i32
    }
    "foo.use"(%r) : (i32) -> ()
  }, {
    %r = arith.addi %v, %v : i32
  }) : () -> ()
  return
}

// -----

// unregistered op in dead code with a dead operand
func.func @unreg_deadcode(%v: i32) {
  %false = arith.constant false
  cf.cond_br %false, ^bb1, ^bb2
^bb1:
  %x = arith.addi %v, %v : i32
  "foo.sink"(%x) : (i32) -> ()
  cf.br ^bb2
^bb2:
  return
}

// -----

func.func private @f(%a: i32) {
  return
}
func.func @main(%v: i32) {
  "test.foo"() {ref = @f} : () -> ()
  func.call @f(%v) : (i32) -> ()
  return
}

// -----

func.func private @f(%a: i32) -> i32 {
  return %a : i32
}
func.func @main(%v: i32) {
  %0 = "test.foo"() {ref = @f} : () -> i32
  %1 = func.call @f(%v) : (i32) -> i32
  return
}
