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

