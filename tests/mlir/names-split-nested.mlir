// RUN: mlir-opt --allow-unregistered-dialect --split-input-file %s
// Functions nested in non-isolated ops of the module's body (other
// dialects' module-like ops): a large module numbers them apart from the
// module, on any thread, and must give the numbers the module's walk does.

// The shape of gpu.module in mlir-opt's own tests.
"test.module"() <{sym_name = "a"}> ({
  func.func @foo() -> index {
    %0 = "test.thread_id"() <{dimension = 0 : i32}> : () -> index
    return %0 : index
  }
}) : () -> ()
"test.module"() <{sym_name = "b"}> ({
  func.func @bar(%x: index) -> index {
    %0 = "test.thread_id"() <{dimension = 0 : i32}> : () -> index
    %1 = arith.addi %x, %0 : index
    return %1 : index
  }
}) : () -> ()

// -----

// Several levels of unregistered ops, functions at each.
func.func @top(%a: i32) -> i32 {
  return %a : i32
}
"test.outer"() ({
  func.func @l1(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    return %0 : i32
  }
  "test.mid"() ({
    func.func @l2(%a: i32, %b: i32) -> (i32, i32) {
      %0:2 = "test.pair"(%a, %b) : (i32, i32) -> (i32, i32)
      return %0#1, %0#0 : i32, i32
    }
    "test.inner"() ({
      func.func @l3() {
        %0 = "test.x"() : () -> i32
        cf.br ^bb1(%0 : i32)
      ^bb1(%1: i32):
        "test.use"(%1) : (i32) -> ()
        return
      }
    }, {
      func.func @l3b() {
        %c1 = arith.constant 1 : i32
        return
      }
    }) : () -> ()
  }) : () -> ()
  func.func @l1b() {
    return
  }
}) : () -> ()
func.func @bottom() {
  return
}

// -----

// Values numbered in the enclosing regions: the functions continue from
// the counters their region left (entry arguments and numbers).
%0 = "test.a"() : () -> i32
"test.wrap"() ({
^bb0(%w: i32, %v: i32):
  %1 = "test.a"() : () -> i32
  func.func @f(%a: i32) -> i32 {
    %2 = arith.addi %a, %a : i32
    return %2 : i32
  }
  "test.wrap"() ({
  ^bb0(%u: i32):
    %3:2 = "test.b"() : () -> (i32, i32)
    func.func @g(%a: i32) {
      %4 = "test.c"(%a) : (i32) -> i32
      return
    }
    "test.end"() : () -> ()
  }) : () -> ()
  "test.br"()[^bb1] : () -> ()
^bb1:
  %5 = "test.a"() : () -> i32
  func.func @h() {
    %6 = "test.a"() : () -> i32
    return
  }
  "test.end"() : () -> ()
}, {
  func.func @k() {
    %7 = "test.a"() : () -> i32
    return
  }
}) : () -> ()

// -----

// A name visible from an enclosing region: the functions below see it.
"test.wrap"() ({
  %c1 = arith.constant 1 : i32
  func.func @f() {
    %c1_0 = arith.constant 1 : i32
    %c1_1 = arith.constant 1 : i32
    %0 = "test.a"() : () -> i32
    return
  }
  "test.wrap"() ({
    func.func @g() {
      %c1_0 = arith.constant 1 : i32
      return
    }
  }) : () -> ()
}) : () -> ()
"test.wrap"() ({
  func.func @h() {
    %c1 = arith.constant 1 : i32
    return
  }
}) : () -> ()

// -----

// Isolated ops inside functions inside unregistered ops, and a module
// nested in one.
"test.wrap"() ({
  func.func @f(%a: i32) -> i32 {
    "test.wrap"() ({
      %0 = "test.a"() : () -> i32
      func.func @g(%b: i32) -> i32 {
        %1 = arith.addi %b, %b : i32
        return %1 : i32
      }
    }) : () -> ()
    return %a : i32
  }
  module @m {
    "test.wrap"() ({
      func.func @h() -> i32 {
        %0 = "test.a"() : () -> i32
        return %0 : i32
      }
    }) : () -> ()
    func.func @i() {
      return
    }
  }
}) : () -> ()

// -----

// Nested in a registered op that is not isolated.
func.func @outer() {
  scf.execute_region {
    "test.wrap"() ({
      func.func @inner() {
        %0 = "test.a"() : () -> i32
        return
      }
    }) : () -> ()
    scf.yield
  }
  return
}
"test.wrap"() ({
  %r = scf.execute_region -> i32 {
    %0 = "test.a"() : () -> i32
    scf.yield %0 : i32
  }
  func.func @after() {
    %0 = "test.a"() : () -> i32
    return
  }
}) : () -> ()

// -----

// Names from locations (seen under --mlir-use-nameloc-as-prefix).
"test.wrap"() ({
  %0 = "test.a"() : () -> i32 loc("x")
  func.func @f() {
    %1 = "test.a"() : () -> i32 loc("x")
    return
  }
}) : () -> ()
"test.wrap"() ({
  func.func @g(%a: i32 loc("y")) {
    %1 = "test.a"() : () -> i32 loc("y")
    "test.b"(%a) : (i32) -> ()
    return
  }
}) : () -> ()
