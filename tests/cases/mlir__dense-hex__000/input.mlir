// RUN: mlir-opt --allow-unregistered-dialect --split-input-file %s
"t.c"() {v = dense<"0x52F22665A60C12D289185D95"> : tensor<3xf32>} : () -> ()
