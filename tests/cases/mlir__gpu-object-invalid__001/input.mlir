
// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse GPU_ObjectAttr parameter 'object' which is to be a `StringAttr`}}
gpu.binary @b [#gpu.object<#nvvm.target, 1>]
