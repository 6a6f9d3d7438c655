// RUN: mlir-opt -allow-unregistered-dialect %s -control-flow-sink -split-input-file

// Ops used only in a nested region of a branch sink into the branch; ops
// already in a nested region stay.
func.func @nested(%x: i32, %y: i32, %c: i1, %d: i1) {
  %a = arith.addi %x, %y : i32
  %b = arith.muli %x, %y : i32
  scf.if %c {
    "test.use"(%b) : (i32) -> ()
    scf.if %d {
      %t = arith.addi %a, %y : i32
      scf.if %d {
        "test.use"(%t) : (i32) -> ()
      }
      "test.use"(%t) : (i32) -> ()
    }
  }
  return
}

