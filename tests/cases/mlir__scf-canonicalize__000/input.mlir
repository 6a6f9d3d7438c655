// RUN: mlir-opt %s -canonicalize --split-input-file -allow-unregistered-dialect

func.func @execute_region_single(%a: i32) -> i32 {
  "test.before"() : () -> ()
  %0 = scf.execute_region -> i32 {
    %x = "test.val"(%a) : (i32) -> i32
    scf.yield %x : i32
  }
  "test.after"(%0) : (i32) -> ()
  return %0 : i32
}

