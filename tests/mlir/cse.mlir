// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file -cse

// Equal ops are replaced by the first; commutative operands in any order.
func.func @simple(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = arith.subi %a, %b : i32
  %3 = arith.subi %b, %a : i32
  %4 = arith.addi %a, %b : i32
  return %0, %1, %3, %4 : i32, i32, i32, i32
}

// -----

// Attributes, properties and result types must match.
func.func @different(%a: i32, %b: i64) -> (i32, i32, i64, i64, index, index) {
  %0 = arith.constant 1 : i32
  %1 = arith.constant 2 : i32
  %2 = arith.constant 1 : i64
  %3 = arith.constant 1 : i64
  %4 = arith.index_cast %a : i32 to index
  %5 = arith.index_cast %b : i64 to index
  %6 = arith.addi %a, %0 {foo} : i32
  %7 = arith.addi %a, %0 {bar} : i32
  %8 = arith.addi %a, %0 {foo} : i32
  "foo.use"(%6, %7, %8) : (i32, i32, i32) -> ()
  return %0, %1, %2, %3, %4, %5 : i32, i32, i64, i64, index, index
}

// -----

// Dead ops are erased; ops with unknown effects are left alone.
func.func @dead_and_unknown(%a: i32) -> (i32, i32) {
  %0 = arith.muli %a, %a : i32
  %1 = "foo.op"(%a) : (i32) -> i32
  %2 = "foo.op"(%a) : (i32) -> i32
  return %1, %2 : i32, i32
}

// -----

// A dominating block's ops replace those of the blocks it dominates, not
// those of siblings.
func.func @dominance(%c: i1, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %a, %a : i32
  cf.br ^bb3(%1, %2 : i32, i32)
^bb2:
  %3 = arith.muli %a, %a : i32
  %4 = arith.muli %a, %a : i32
  cf.br ^bb3(%3, %4 : i32, i32)
^bb3(%x: i32, %y: i32):
  %5 = arith.muli %a, %a : i32
  %6 = arith.addi %x, %y : i32
  %7 = arith.addi %6, %5 : i32
  %8 = arith.addi %7, %0 : i32
  return %8 : i32
}

// -----

// Ops in nested regions are replaced by equal ops around them, not the
// other way round; each region has its own scope.
func.func @nested(%c: i1, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %r = scf.if %c -> i32 {
    %1 = arith.addi %a, %a : i32
    %2 = arith.muli %1, %1 : i32
    %3 = arith.muli %0, %0 : i32
    %4 = arith.addi %2, %3 : i32
    scf.yield %4 : i32
  } else {
    %5 = arith.muli %a, %a : i32
    scf.yield %5 : i32
  }
  %6 = arith.muli %a, %a : i32
  %7 = arith.addi %r, %6 : i32
  return %7 : i32
}

// -----

// Regions of unregistered ops might be isolated: nothing from outside is
// used there. Their single blocks are graph regions.
func.func @unregistered_region(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  "foo.region"() ({
    %1 = arith.addi %a, %a : i32
    %2 = arith.addi %a, %a : i32
    "foo.use"(%1, %2) : (i32, i32) -> ()
  }) : () -> ()
  return %0 : i32
}

// -----

// In a graph region a use seen before its definition keeps the operand.
func.func @graph(%a: i32) {
  "foo.graph"() ({
    %0 = arith.addi %a, %a : i32
    "foo.use"(%0, %1, %2) : (i32, i32, i32) -> ()
    %1 = arith.addi %a, %a : i32
    %2 = arith.muli %1, %a : i32
    %3 = arith.muli %1, %a : i32
    "foo.use"(%3) : (i32) -> ()
  }) : () -> ()
  return
}

// -----

// Reads are merged within a block when nothing between may write.
func.func @reads(%m: memref<4xi32>, %i: index, %v: i32, %c: i1) -> (i32, i32, i32, i32, i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  %1 = memref.load %m[%i] : memref<4xi32>
  memref.store %v, %m[%i] : memref<4xi32>
  %2 = memref.load %m[%i] : memref<4xi32>
  "foo.unknown"() : () -> ()
  %3 = memref.load %m[%i] : memref<4xi32>
  %4 = arith.addi %v, %v : i32
  %5 = memref.load %m[%i] : memref<4xi32>
  scf.if %c {
    %6 = memref.load %m[%i] : memref<4xi32>
    "foo.use"(%6) : (i32) -> ()
  }
  %7 = memref.load %m[%i] : memref<4xi32>
  scf.if %c {
    memref.store %v, %m[%i] : memref<4xi32>
  }
  %8 = memref.load %m[%i] : memref<4xi32>
  return %0, %1, %2, %3, %5, %8 : i32, i32, i32, i32, i32, i32
}

// -----

// Reads in different blocks are not merged.
func.func @reads_across_blocks(%m: memref<4xi32>, %i: index, %c: i1) -> i32 {
  %0 = memref.load %m[%i] : memref<4xi32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = memref.load %m[%i] : memref<4xi32>
  cf.br ^bb2
^bb2:
  %2 = memref.load %m[%i] : memref<4xi32>
  %3 = arith.addi %0, %2 : i32
  return %3 : i32
}

// -----

// Ops with regions compare their regions; multi-block regions are not
// merged.
func.func @regions(%c: i1, %a: i32) -> (i32, i32, i32, i32) {
  %0 = scf.if %c -> i32 {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> i32 {
    %y = arith.addi %a, %a : i32
    scf.yield %y : i32
  } else {
    scf.yield %a : i32
  }
  %2 = scf.execute_region -> i32 {
    cf.br ^bb1(%a : i32)
  ^bb1(%z: i32):
    scf.yield %z : i32
  }
  %3 = scf.execute_region -> i32 {
    cf.br ^bb1(%a : i32)
  ^bb1(%w: i32):
    scf.yield %w : i32
  }
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

// Each function is its own scope.
func.func @f1(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
func.func @f2() -> (i32, i32) {
  %0 = arith.constant 7 : i32
  %1 = arith.constant 7 : i32
  return %0, %1 : i32, i32
}

// -----

// Loops: the dominator tree, not block order, decides.
func.func @loop(%a: i32, %n: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %0 = arith.addi %x, %a : i32
  %1 = arith.cmpi slt, %0, %n : i32
  cf.cond_br %1, ^bb2, ^bb3
^bb2:
  %2 = arith.addi %x, %a : i32
  %3 = arith.cmpi slt, %0, %n : i32
  cf.cond_br %3, ^bb1(%2 : i32), ^bb3
^bb3:
  %4 = arith.addi %x, %a : i32
  return %4 : i32
}

// -----

// A read inside a nested block is not merged with one outside, but it
// shadows it for the reads after it there.
func.func @read_scopes(%m: memref<4xi32>, %i: index, %c: i1) -> (i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  %r = scf.if %c -> i32 {
    %1 = memref.load %m[%i] : memref<4xi32>
    %2 = memref.load %m[%i] : memref<4xi32>
    %3 = arith.addi %1, %2 : i32
    scf.yield %3 : i32
  } else {
    scf.yield %0 : i32
  }
  %4 = memref.load %m[%i] : memref<4xi32>
  return %r, %4 : i32, i32
}

// -----

// Region ops with only reads inside are neither free of effects nor
// declared readers: they stay.
func.func @region_reads(%m: memref<4xi32>, %i: index, %c: i1) -> (i32, i32) {
  %0 = scf.if %c -> i32 {
    %1 = memref.load %m[%i] : memref<4xi32>
    scf.yield %1 : i32
  } else {
    %1 = arith.constant 0 : i32
    scf.yield %1 : i32
  }
  %2 = scf.if %c -> i32 {
    %1 = memref.load %m[%i] : memref<4xi32>
    scf.yield %1 : i32
  } else {
    %1 = arith.constant 0 : i32
    scf.yield %1 : i32
  }
  return %0, %2 : i32, i32
}

// -----

// Allocations are not merged; loads of different memrefs are not either.
func.func @alloc(%i: index) -> (memref<4xi32>, memref<4xi32>, i32, i32) {
  %0 = memref.alloc() : memref<4xi32>
  %1 = memref.alloc() : memref<4xi32>
  %2 = memref.load %0[%i] : memref<4xi32>
  %3 = memref.load %1[%i] : memref<4xi32>
  return %0, %1, %2, %3 : memref<4xi32>, memref<4xi32>, i32, i32
}

// -----

// Top-level ops of a module are in a graph region.
%0 = "foo.def"() : () -> i32
%1 = arith.addi %0, %0 : i32
%2 = arith.addi %0, %0 : i32
"foo.use"(%1, %2) : (i32, i32) -> ()

// -----

// Equal regions with equal uses of their own arguments.
func.func @equal_regions(%a: index, %b: index, %s: index) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %0 = scf.for %i = %a to %b step %s iter_args(%x = %c0) -> i32 {
    %y = arith.addi %x, %c0 : i32
    scf.yield %y : i32
  }
  %1 = scf.for %j = %a to %b step %s iter_args(%z = %c0) -> i32 {
    %w = arith.addi %z, %c0 : i32
    scf.yield %w : i32
  }
  %2 = scf.for %j = %a to %b step %s iter_args(%z = %c0) -> i32 {
    %w = arith.addi %c0, %z : i32
    scf.yield %w : i32
  }
  "foo.use"(%2) : (i32) -> ()
  return %0, %1 : i32, i32
}

// -----

// Commutative operands are compared as a set only for the outermost ops,
// not for ops nested in their regions.
func.func @a(%a: index, %b: index, %s: index, %c0: i32) -> (i32, i32) {
  %0 = scf.for %i = %a to %b step %s iter_args(%x = %c0) -> i32 {
    %y = arith.addi %x, %c0 : i32
    scf.yield %y : i32
  }
  %2 = scf.for %j = %a to %b step %s iter_args(%z = %c0) -> i32 {
    %w = arith.addi %c0, %z : i32
    scf.yield %w : i32
  }
  return %0, %2 : i32, i32
}
func.func @b(%a: i32, %b: i32, %c: i1) -> (i32, i32) {
  %0 = scf.if %c -> i32 {
    %y = arith.addi %a, %b : i32
    scf.yield %y : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> i32 {
    %y = arith.addi %b, %a : i32
    scf.yield %y : i32
  } else {
    scf.yield %a : i32
  }
  return %0, %1 : i32, i32
}
func.func @c(%a: i32, %b: i32, %c: i1) -> (i32, i32) {
  %0 = scf.if %c -> i32 {
    %y = arith.addi %a, %b : i32
    %z = arith.muli %y, %a : i32
    scf.yield %z : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> i32 {
    %y = arith.addi %a, %b : i32
    %z = arith.muli %a, %y : i32
    scf.yield %z : i32
  } else {
    scf.yield %a : i32
  }
  return %0, %1 : i32, i32
}
