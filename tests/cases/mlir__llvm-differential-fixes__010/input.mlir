
// expected-error @below {{integer value too large}}
// expected-error @below {{failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`}}
"foo.op"() {a = !llvm.ptr<4294967296>} : () -> ()
