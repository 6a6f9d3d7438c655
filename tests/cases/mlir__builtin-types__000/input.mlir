// RUN: mlir-opt --allow-unregistered-dialect --split-input-file %s
"t.ints"() : () -> (i1, i7, i64, i128, si8, ui32, i1000, index)
