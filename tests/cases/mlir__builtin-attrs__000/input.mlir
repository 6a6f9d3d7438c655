// RUN: mlir-opt --allow-unregistered-dialect --split-input-file %s
"t.ints"() {a = 1, b = -1 : i8, c = 255 : ui8, d = true, e = false, f = 0x10 : i32, g = 170141183460469231731687303715884105727 : i128, h = -5 : si16, i = 3 : index, j = 0 : i1} : () -> ()
